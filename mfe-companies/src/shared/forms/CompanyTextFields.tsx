import { texts } from '../../texts';
import { TextField } from './TextField';
import type { useCompanyForm } from './useCompanyForm';

type CompanyForm = ReturnType<typeof useCompanyForm<{ fantasy_name: string; description: string }>>;

/** "Nome Fantasia *" (placeholder "nome fantasia...") and "Descrição", the fields both company forms share. */
export function CompanyTextFields({ form }: { form: Pick<CompanyForm, 'values' | 'change' | 'touch' | 'errorOf'> }) {
  return (
    <>
      <TextField
        name="fantasy_name"
        label={texts.companyForm.fantasyName}
        placeholder={texts.companyForm.fantasyNamePlaceholder}
        value={form.values.fantasy_name}
        onChange={(value) => form.change('fantasy_name', value)}
        onBlur={() => form.touch('fantasy_name')}
        error={form.errorOf('fantasy_name')}
      />
      <TextField
        name="description"
        label={texts.companyForm.description}
        multiline
        value={form.values.description}
        onChange={(value) => form.change('description', value)}
        error={form.errorOf('description')}
      />
    </>
  );
}

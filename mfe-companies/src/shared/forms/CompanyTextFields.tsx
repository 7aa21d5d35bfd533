import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { formField, TextAreaField, TextField } from 'contracts/ui';
import { texts } from '../../texts';

type CompanyTextValues = { fantasy_name: string; description?: string };

/** "Nome Fantasia *" (placeholder "nome fantasia...") and "Descrição", the fields both company forms share. */
export function CompanyTextFields<T extends CompanyTextValues>({ form }: { form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'setValue' | 'getValues'> }) {
  return (
    <>
      <TextField
        label={texts.companyForm.fantasyName}
        placeholder={texts.companyForm.fantasyNamePlaceholder}
        {...formField(form, 'fantasy_name' as FieldPath<T>)}
      />
      <TextAreaField label={texts.companyForm.description} {...formField(form, 'description' as FieldPath<T>)} />
    </>
  );
}

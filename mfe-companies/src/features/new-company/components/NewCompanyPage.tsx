import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHOICE_FIELDS, DEFAULT_CHOICE, type Choice, type ChoiceField } from 'contracts';
import { LeaveGuard } from 'contracts/client';
import { generalError } from '../../../shared/api/api-error';
import { CompanyTextFields } from '../../../shared/forms/CompanyTextFields';
import { useCompanyForm } from '../../../shared/forms/useCompanyForm';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { useGetChoicesQuery, useNewCompanyMutation } from '../api/new-company-api';

const CHOICE_LABELS: Record<ChoiceField, string> = {
  business_model: texts.companyForm.businessModel,
  sector: texts.companyForm.sector,
  revenue: texts.companyForm.revenue,
  reach: texts.companyForm.reach,
};

function ChoiceSelect(props: { field: ChoiceField; options: readonly Choice[]; value: number; error?: string; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{CHOICE_LABELS[props.field]}</label>
      <select id={id} name={props.field} value={props.value} onChange={(event) => props.onChange(Number(event.target.value))}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error && <span className={styles.fieldError}>{props.error}</span>}
    </div>
  );
}

/** /novaEmpresa "Nova Empresa": choices fetched at load; success opens the new company. */
export function NewCompanyPage() {
  const navigate = useNavigate();
  const choices = useGetChoicesQuery();
  const [newCompany, { isLoading: submitting }] = useNewCompanyMutation();
  const form = useCompanyForm({
    fantasy_name: '',
    description: '',
    business_model: DEFAULT_CHOICE,
    sector: DEFAULT_CHOICE,
    revenue: DEFAULT_CHOICE,
    reach: DEFAULT_CHOICE,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await newCompany(form.values);
    if ('data' in result && result.data) {
      form.markSaved();
      await navigate(`/empresa/${result.data.id}`);
    } else form.setServerErrors(result.error);
  };

  return (
    <section style={{ maxWidth: 600 }}>
      <h1 data-testid="new-company-page">{texts.newCompany.title}</h1>
      {choices.isLoading && <p role="status">{texts.loading}</p>}
      <ErrorAlert message={generalError(choices.error)} />
      {choices.data && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <LeaveGuard when={form.hasUnsavedChanges} />
          <ErrorAlert message={form.generalError} />
          <CompanyTextFields form={form} />
          {CHOICE_FIELDS.map((field) => (
            <ChoiceSelect
              key={field}
              field={field}
              options={choices.data![field]}
              value={form.values[field]}
              error={form.errorOf(field)}
              onChange={(value) => form.change(field, value)}
            />
          ))}
          <button type="submit" className={styles.primary} disabled={form.invalid || submitting}>
            {texts.newCompany.submit}
          </button>
          {submitting && <span role="status"> {texts.loading}</span>}
        </form>
      )}
    </section>
  );
}

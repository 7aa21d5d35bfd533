import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHOICE_FIELDS, DEFAULT_CHOICE, newCompanySchema, type ChoiceField, type NewCompanyRequest } from 'contracts';
import { LeaveGuard } from 'contracts/client';
import { ErrorAlert, formField, generalErrorOf, LoadingState, SelectField, SubmitButton, useFormSubmit, useUnsavedChanges } from 'contracts/ui';
import { CompanyTextFields } from '../../../shared/forms/CompanyTextFields';
import { texts } from '../../../texts';
import { useGetChoicesQuery, useNewCompanyMutation } from '../api/new-company-api';

const CHOICE_LABELS: Record<ChoiceField, string> = {
  business_model: texts.companyForm.businessModel,
  sector: texts.companyForm.sector,
  revenue: texts.companyForm.revenue,
  reach: texts.companyForm.reach,
};

/** /novaEmpresa "Nova Empresa": choices fetched at load; success opens the new company. */
export function NewCompanyPage() {
  const navigate = useNavigate();
  const choices = useGetChoicesQuery();
  const [newCompany, { isLoading: submitting }] = useNewCompanyMutation();
  const form = useForm<NewCompanyRequest>({
    resolver: zodResolver(newCompanySchema),
    mode: 'all',
    defaultValues: {
      fantasy_name: '',
      description: '',
      business_model: DEFAULT_CHOICE,
      sector: DEFAULT_CHOICE,
      revenue: DEFAULT_CHOICE,
      reach: DEFAULT_CHOICE,
    },
  });
  const unsaved = useUnsavedChanges(form);
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: (values) => newCompany(values).unwrap(),
    successMessage: texts.newCompany.created,
    onSuccess: async (company) => {
      unsaved.markSaved();
      await navigate(`/empresa/${company.id}`);
    },
  });

  return (
    <section style={{ maxWidth: 600 }}>
      <h1 data-testid="new-company-page">{texts.newCompany.title}</h1>
      {choices.isLoading && <LoadingState />}
      <ErrorAlert>{generalErrorOf(choices.error)}</ErrorAlert>
      {choices.data && (
        <form onSubmit={onSubmit} noValidate>
          <LeaveGuard when={unsaved.hasUnsavedChanges} />
          <ErrorAlert>{generalError}</ErrorAlert>
          <CompanyTextFields form={form} />
          {CHOICE_FIELDS.map((field) => (
            <SelectField
              key={field}
              label={CHOICE_LABELS[field]}
              options={choices.data![field]}
              {...formField(form, field, { valueAsNumber: true })}
            />
          ))}
          <SubmitButton disabled={!form.formState.isValid} busy={submitting}>
            {texts.newCompany.submit}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}

import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateCompanySchema, type Company, type UpdateCompanyRequest } from 'contracts';
import { LeaveGuard, useGetCompanyBasicInfoQuery } from 'contracts/client';
import { ErrorAlert, LoadingState, SubmitButton, useFormSubmit, useUnsavedChanges } from 'contracts/ui';
import { CompanyTextFields } from '../../../shared/forms/CompanyTextFields';
import { texts } from '../../../texts';
import { useUpdateCompanyMutation } from '../api/update-company-api';

/**
 * /atualizarEmpresa/{companyId} "Atualizar Empresa" (form at most 600px wide); success is
 * notified and goes to /empresas. The server's errors for fantasy_name and description show
 * under their fields and the general one above them, all as (danger) alerts, as the seed says.
 */
export function UpdateCompanyPage() {
  const companyId = Number(useParams().companyId);
  const validId = Number.isInteger(companyId) && companyId > 0;
  const company = useGetCompanyBasicInfoQuery(companyId, { skip: !validId });

  // No company to edit (bad id, not a member, server refused): back to the list.
  if (!validId || company.isError) return <Navigate to="/empresas" replace />;

  return (
    <section style={{ maxWidth: 600 }} data-testid="update-company-form-width">
      <h1 data-testid="update-company-page">{texts.updateCompany.title}</h1>
      {company.isLoading && <LoadingState />}
      {/* Keyed by company: a newly loaded company fills a new form; edits stay while the cache refreshes. */}
      {company.data && <UpdateCompanyForm key={company.data.id} company={company.data} />}
    </section>
  );
}

function UpdateCompanyForm({ company }: { company: Company }) {
  const navigate = useNavigate();
  const [updateCompany, { isLoading: submitting }] = useUpdateCompanyMutation();
  const form = useForm<UpdateCompanyRequest>({
    resolver: zodResolver(updateCompanySchema),
    mode: 'all',
    defaultValues: { id: company.id, fantasy_name: company.fantasy_name, description: company.description },
  });
  const unsaved = useUnsavedChanges(form);
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: (values) => updateCompany(values).unwrap(),
    successMessage: texts.updateCompany.updated,
    onSuccess: async () => {
      unsaved.markSaved();
      await navigate('/empresas');
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <LeaveGuard when={unsaved.hasUnsavedChanges} />
      <ErrorAlert>{generalError}</ErrorAlert>
      <CompanyTextFields form={form} />
      <SubmitButton disabled={!form.formState.isValid} busy={submitting}>
        {texts.updateCompany.submit}
      </SubmitButton>
    </form>
  );
}

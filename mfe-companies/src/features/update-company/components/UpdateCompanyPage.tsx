import type { FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Company } from 'contracts';
import { LeaveGuard, useGetCompanyBasicInfoQuery } from 'contracts/client';
import { CompanyTextFields } from '../../../shared/forms/CompanyTextFields';
import { useCompanyForm } from '../../../shared/forms/useCompanyForm';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { useUpdateCompanyMutation } from '../api/update-company-api';

/**
 * /atualizarEmpresa/{companyId} "Atualizar Empresa" (form at most 600px wide); success goes
 * to /empresas. As the seed says, the server's errors for fantasy_name, description and
 * general show in danger alerts; the client checks stay under their fields.
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
      {company.isLoading && <p role="status">{texts.loading}</p>}
      {/* Keyed by company: a newly loaded company fills a new form; edits stay while the cache refreshes. */}
      {company.data && <UpdateCompanyForm key={company.data.id} company={company.data} />}
    </section>
  );
}

function UpdateCompanyForm({ company }: { company: Company }) {
  const navigate = useNavigate();
  const [updateCompany, { isLoading: submitting }] = useUpdateCompanyMutation();
  const form = useCompanyForm({ fantasy_name: company.fantasy_name, description: company.description });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await updateCompany({ id: company.id, ...form.values });
    if ('data' in result) {
      form.markSaved();
      await navigate('/empresas');
    } else form.setServerErrors(result.error);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <LeaveGuard when={form.hasUnsavedChanges} />
      <ErrorAlert message={form.generalError} />
      <CompanyTextFields form={{ ...form, errorOf: form.clientErrorOf }} />
      <ErrorAlert message={form.serverErrorOf('fantasy_name')} />
      <ErrorAlert message={form.serverErrorOf('description')} />
      <button type="submit" className={styles.primary} disabled={form.invalid || submitting}>
        {texts.updateCompany.submit}
      </button>
    </form>
  );
}

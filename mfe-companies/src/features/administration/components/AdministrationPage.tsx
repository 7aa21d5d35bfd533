import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { canAdministerCompanyMode, parseId, viewerOfCompany } from 'contracts';
import { useGetCompaniesAdminQuery, useHost, useNavigationPending } from 'contracts/client';
import { EmptyState, ErrorAlert, generalErrorOf, LoadingState } from 'contracts/ui';
import { texts } from '../../../texts';
import { CompanyModeActions } from './CompanyModeActions';
import { StaffTable } from './StaffTable';

/** /administracao and /administracao/{companyId} "Administração". */
export function AdministrationPage() {
  const navigate = useNavigate();
  const { CompanyStatusBar, currentUser } = useHost();
  const routeId = useParams().companyId;
  const { data: companies, isLoading, error } = useGetCompaniesAdminQuery();
  const leaving = useNavigationPending();

  const firstId = companies?.[0]?.id;
  if (routeId === undefined && firstId !== undefined && !leaving) return <Navigate to={`/administracao/${firstId}`} replace />;

  const companyId = routeId === undefined ? null : parseId(routeId);
  const company = companies?.find((item) => item.id === companyId) ?? null;
  const select = (id: number) => void navigate(`/administracao/${id}`);
  const modeActions = company && canAdministerCompanyMode(viewerOfCompany(company)) ? <CompanyModeActions company={company} /> : null;

  return (
    <section style={{ maxWidth: 960 }}>
      <h1 data-testid="administration-page">{texts.administration.title}</h1>
      {currentUser?.isSysAdmin && (
        <p>
          <Link to="/administracao/acessos">{texts.administration.accessLink}</Link>
        </p>
      )}
      {isLoading && <LoadingState />}
      <ErrorAlert>{generalErrorOf(error)}</ErrorAlert>
      {companies && companies.length === 0 && <EmptyState title={texts.administration.noCompanies} testId="administration-no-companies" />}
      {companies && companies.length > 0 && (
        <>
          {CompanyStatusBar ? (
            <CompanyStatusBar companyId={companyId} onSelect={select}>
              {modeActions}
            </CompanyStatusBar>
          ) : (
            modeActions
          )}
          {company && <StaffTable company={company} />}
        </>
      )}
    </section>
  );
}

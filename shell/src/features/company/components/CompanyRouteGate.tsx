import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CompanyMode } from 'contracts';
import { useGetCompanyBasicInfoQuery, useSession } from 'contracts/client';
import { PageLoading } from '../../../app/PageLoading';
import { companyIdOfPath } from '../company-routes';
import { useCurrentCompany } from '../hooks/useCurrentCompany';

/**
 * Company guard and blocking guard (seed "Route guards") around the pages of /empresa/{id}:
 * loads the company's basic info (failure → '/'), makes it the current company, and sends
 * a blocked company (mode 0) to /empresas. The page renders only once its company is current.
 */
export function CompanyRouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { status } = useSession();
  const companyId = companyIdOfPath(pathname);
  const active = companyId !== null && status === 'signedIn';
  const validId = companyId !== null && Number.isInteger(companyId) && companyId > 0;
  const info = useGetCompanyBasicInfoQuery(companyId ?? 0, { skip: !active || !validId });
  const { company: current, setCompany } = useCurrentCompany();
  const loaded = active && info.data?.id === companyId ? info.data : undefined;

  useEffect(() => {
    if (loaded && current?.id !== loaded.id) setCompany(loaded);
  }, [loaded, current?.id, setCompany]);

  if (!active) return <>{children}</>;
  if (!validId || (info.isError && !info.isFetching)) return <Navigate to="/" replace />;
  if (!loaded || current?.id !== loaded.id) return <PageLoading />;
  if (loaded.company_mode === CompanyMode.Blocked) return <Navigate to="/empresas" replace />;
  return <>{children}</>;
}

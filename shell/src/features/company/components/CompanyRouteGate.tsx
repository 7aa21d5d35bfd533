import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CompanyMode } from 'contracts';
import { useGetCompanyBasicInfoQuery, useHost, useSession, withoutAnalysisName } from 'contracts/client';
import { PageLoading } from '../../../shared/components/PageLoading';
import { companyIdOfPath } from '../company-routes';
import { useCurrentCompany } from '../hooks/useCurrentCompany';

/**
 * Company guard and blocking guard (seed "Route guards") around the pages of /empresa/{id}:
 * loads the company's basic info (failure → '/'), makes it the current company, clears the
 * analysis name of the header, and sends a blocked company (mode 0) to /empresas. The page
 * renders only once its company is current.
 */
export function CompanyRouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { status } = useSession();
  const { setHeaderTitle } = useHost();
  const companyId = companyIdOfPath(pathname);
  const active = companyId !== null && status === 'signedIn';
  const validId = companyId !== null && Number.isInteger(companyId) && companyId > 0;
  const info = useGetCompanyBasicInfoQuery(companyId ?? 0, { skip: !active || !validId });
  const { company: current, setCompany } = useCurrentCompany();
  const loaded = active && info.data?.id === companyId ? info.data : undefined;
  const allowed = loaded !== undefined && current?.id === loaded.id && loaded.company_mode !== CompanyMode.Blocked;

  useEffect(() => {
    if (loaded && current?.id !== loaded.id) setCompany(loaded);
  }, [loaded, current?.id, setCompany]);

  // Each company route the guard lets through starts without the previous page's analysis
  // name. A layout effect: it runs before the page's own effects, so a page that names its
  // analysis (in useEffect) on the same navigation keeps its name.
  useLayoutEffect(() => {
    if (allowed) setHeaderTitle(withoutAnalysisName);
  }, [allowed, pathname, setHeaderTitle]);

  if (!active) return <>{children}</>;
  if (!validId || (info.isError && !info.isFetching)) return <Navigate to="/" replace />;
  if (!loaded || current?.id !== loaded.id) return <PageLoading />;
  if (loaded.company_mode === CompanyMode.Blocked) return <Navigate to="/empresas" replace />;
  return <>{children}</>;
}

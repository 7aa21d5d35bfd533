import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CompanyMode } from 'contracts';
import { isRefusal, NavigateWithNotice, useHost, withoutAnalysisName } from 'contracts/client';
import { PageLoading } from '../../../shared/components/PageLoading';
import { texts } from '../../../texts';
import { useCurrentCompany } from '../hooks/useCurrentCompany';
import { useRouteCompany } from '../hooks/useRouteCompany';

/**
 * Company guard and blocking guard (seed "Route guards") around the pages of /empresa/{id}:
 * loads the company's basic info, makes it the current company, clears the analysis name of
 * the header, and sends a blocked company (mode 0) to /empresas, saying why in a notification.
 * An id the server refuses (no such company, or one the user may not see: the same 404) or a
 * malformed one shows `notFound` at that address: sent to '/', the user would land on the
 * overview of whatever company was current and take it for the one they asked for. A load
 * that failed (network, server) goes to '/' saying so. The page renders only once its company
 * is current.
 * On the company pages outside the area
 * (/administracao/{id}, /atualizarEmpresa/{id}) the company the user may see becomes current
 * too, but the page neither waits nor is sent away: it answers a company it cannot show itself.
 */
export function CompanyRouteGate({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { pathname } = useLocation();
  const { setHeaderTitle } = useHost();
  const { route, validId, loaded, failed, error } = useRouteCompany();
  const { company: current, setCompany } = useCurrentCompany();
  const guarded = route?.guarded === true;
  const allowed = guarded && loaded !== undefined && current?.id === loaded.id && loaded.company_mode !== CompanyMode.Blocked;

  useEffect(() => {
    // In a transition: the page behind the guard mounts in this render, in slices of a few
    // milliseconds rather than one task of a phone's CPU.
    if (loaded && current?.id !== loaded.id) startTransition(() => setCompany(loaded));
  }, [loaded, current?.id, setCompany]);

  // Each company route the guard lets through starts without the previous page's analysis
  // name. A layout effect: it runs before the page's own effects, so a page that names its
  // analysis (in useEffect) on the same navigation keeps its name.
  useLayoutEffect(() => {
    if (allowed) setHeaderTitle(withoutAnalysisName);
  }, [allowed, pathname, setHeaderTitle]);

  if (!guarded) return <>{children}</>;
  // The server answers 404 alike for an unknown company and one the user may not see.
  if (!validId || (failed && isRefusal(error))) return <>{notFound}</>;
  if (failed) return <NavigateWithNotice to="/" notice={texts.company.loadFailed} type="error" />;
  if (!loaded || current?.id !== loaded.id) return <PageLoading />;
  if (loaded.company_mode === CompanyMode.Blocked) return <NavigateWithNotice to="/empresas" notice={texts.company.blocked} />;
  return <>{children}</>;
}

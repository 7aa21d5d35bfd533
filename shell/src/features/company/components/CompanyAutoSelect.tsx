import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetMyCompaniesQuery, useSession } from 'contracts/client';
import { AUTO_SELECT_PATHS } from '../company-routes';
import { useCurrentCompany } from '../hooks/useCurrentCompany';
import { useRouteCompany } from '../hooks/useRouteCompany';

/**
 * Without a current company the shell loads the user's companies: the one the server keeps
 * as active (set_active_company, new_company), or else the only one, becomes the current
 * company (and, on the overview, its page opens); otherwise several send the overview to
 * /selecionarEmpresa. Renders nothing.
 */
export function CompanyAutoSelect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const { company, setCompany } = useCurrentCompany();
  // A path naming a company makes that one current (CompanyRouteGate), unless it is a company
  // page of a company the user may not see.
  const { route, failed } = useRouteCompany();
  const routeDecides = route !== null && (route.guarded || !failed);
  const wanted = status === 'signedIn' && company === null && !routeDecides;
  // Only a fresh answer counts: a list being refetched (after an unlink, a delete) may be stale.
  const { data, isFetching } = useGetMyCompaniesQuery(undefined, { skip: !wanted });
  const onOverview = AUTO_SELECT_PATHS.includes(pathname);

  useEffect(() => {
    if (!wanted || !data || isFetching) return;
    // The company the user last made active (kept by the server), else the only one.
    const chosen = data.companies.find((item) => item.id === data.activeCompanyId) ?? (data.companies.length === 1 ? data.companies[0] : undefined);
    if (chosen) {
      setCompany(chosen);
      if (onOverview) void navigate(`/empresa/${chosen.id}`, { replace: true });
    } else if (data.companies.length > 1 && onOverview) {
      void navigate('/selecionarEmpresa', { replace: true });
    }
  }, [wanted, data, isFetching, onOverview, setCompany, navigate]);
  return null;
}

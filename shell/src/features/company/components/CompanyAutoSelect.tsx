import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetMyCompaniesQuery, useSession } from 'contracts/client';
import { AUTO_SELECT_PATHS, companyIdOfPath } from '../company-routes';
import { useCurrentCompany } from '../hooks/useCurrentCompany';

/**
 * Without a current company the shell loads the user's companies: exactly one becomes the
 * current company (and, on the overview, its page opens); several send the overview to
 * /selecionarEmpresa. Renders nothing.
 */
export function CompanyAutoSelect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const { company, setCompany } = useCurrentCompany();
  const onCompanyRoute = companyIdOfPath(pathname) !== null;
  const wanted = status === 'signedIn' && company === null && !onCompanyRoute;
  const { data } = useGetMyCompaniesQuery(undefined, { skip: !wanted });
  const onOverview = AUTO_SELECT_PATHS.includes(pathname);

  useEffect(() => {
    if (!wanted || !data) return;
    const [only, ...others] = data.companies;
    if (only && others.length === 0) {
      setCompany(only);
      if (onOverview) void navigate(`/empresa/${only.id}`, { replace: true });
    } else if (others.length > 0 && onOverview) {
      void navigate('/selecionarEmpresa', { replace: true });
    }
  }, [wanted, data, onOverview, setCompany, navigate]);
  return null;
}

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CompanyStatusBar, HostContext, type HeaderTitle, type HostInterface } from 'contracts/client';
import { useCurrentCompany } from '../features/company/hooks/useCurrentCompany';
import { HeaderTitleContext } from '../features/header/hooks/useHeaderTitle';
import { useNotify } from '../features/notifications/hooks/useNotifications';
import { useShownSession } from '../shared/hooks/useShownSession';
import { useLogout } from '../features/session/hooks/useLogout';

/** Builds the host interface every remote reads with useHost(). */
export function HostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout();
  const { user } = useShownSession();
  const [headerTitle, setHeaderTitle] = useState<HeaderTitle | null>(null);
  // Set by the company guard and the automatic selection (features/company).
  const { company: currentCompany, clearCompany } = useCurrentCompany();

  // The company route (/empresa/{id}) loads the company and makes it current (seed guards).
  const selectCompany = useCallback((companyId: number) => void navigate(`/empresa/${companyId}`), [navigate]);

  const host = useMemo<HostInterface>(
    () => ({
      currentUser: user,
      currentCompany,
      selectCompany,
      clearCompany,
      logout: async () => {
        clearCompany();
        await logout();
      },
      notify,
      setHeaderTitle,
      CompanyStatusBar,
    }),
    [user, currentCompany, clearCompany, selectCompany, logout, notify],
  );

  return (
    <HostContext.Provider value={host}>
      <HeaderTitleContext.Provider value={headerTitle}>{children}</HeaderTitleContext.Provider>
    </HostContext.Provider>
  );
}

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HostContext, type HeaderTitle, type HostCompany, type HostInterface } from 'contracts/client';
import { HeaderTitleContext } from '../features/header/hooks/useHeaderTitle';
import { useNotify } from '../features/notifications/hooks/useNotifications';
import { useLogout } from '../features/session/hooks/useLogout';

/** Builds the host interface every remote reads with useHost(). */
export function HostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout();
  const [headerTitle, setHeaderTitle] = useState<HeaderTitle | null>(null);
  // The companies issue's company guard sets it; until then no company is ever active.
  const [currentCompany, setCurrentCompany] = useState<HostCompany | null>(null);

  // The company route (/empresa/{id}) loads the company and makes it current (seed guards).
  const selectCompany = useCallback((companyId: number) => void navigate(`/empresa/${companyId}`), [navigate]);

  const host = useMemo<HostInterface>(
    () => ({
      currentUser: null,
      currentCompany,
      selectCompany,
      clearCompany: () => setCurrentCompany(null),
      logout: async () => {
        setCurrentCompany(null);
        await logout();
      },
      notify,
      setHeaderTitle,
      CompanyStatusBar: null,
    }),
    [currentCompany, selectCompany, logout, notify],
  );

  return (
    <HostContext.Provider value={host}>
      <HeaderTitleContext.Provider value={headerTitle}>{children}</HeaderTitleContext.Provider>
    </HostContext.Provider>
  );
}

import { useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { MESSAGES } from 'contracts';
import { HostContext, type HeaderTitle, type HostInterface, type NotificationType } from './host.js';
import { useRouteTitle, type RemoteRoutes } from './routes.js';
import { createAppStore, useAppDispatch } from './store.js';
import { signOutLocally, useSession } from './session.js';
import { CompanyStatusBar } from './company-status-bar.js';

interface DevNotification {
  id: number;
  message: string;
  type: NotificationType;
}

/**
 * A remote's standalone host for `pnpm --filter <remote> dev`: the same store and API as
 * the shell, a host interface with in-memory notifications, and the remote's routes.
 * Its own entry ("contracts/dev-host", not "contracts/client"): it never ships in a
 * production build, the shell's included.
 * @internal used by the remotes' dev entries only, which knip's production mode leaves out.
 */
export function DevHost({ routes, name }: { routes: RemoteRoutes; name: string }) {
  const [store] = useState(createAppStore);
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <DevFrame name={name} />,
        // Pathless level: while the first page's lazy code loads it shows the fallback, the frame stays.
        children: [{ hydrateFallbackElement: <p aria-busy="true" />, children: [...routes, { path: '*', element: <p>{MESSAGES.notFoundPage}</p> }] }],
      },
    ]),
  );
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

function DevFrame({ name }: { name: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const [notifications, setNotifications] = useState<DevNotification[]>([]);
  const [headerTitle, setHeaderTitle] = useState<HeaderTitle | null>(null);
  useRouteTitle(name);

  const host = useMemo<HostInterface>(
    () => ({
      currentUser: user,
      currentCompany: null,
      selectCompany: (companyId) => void navigate(`/empresa/${companyId}`),
      clearCompany: () => undefined,
      logout: async () => {
        dispatch(signOutLocally(true));
        await navigate('/login');
      },
      notify: (message, type = 'info') => setNotifications((list) => [...list, { id: Date.now() + list.length, message, type }]),
      setHeaderTitle,
      CompanyStatusBar,
    }),
    [navigate, dispatch, user],
  );

  return (
    <HostContext.Provider value={host}>
      <header style={{ padding: '8px 16px', background: '#333', color: '#fff', font: '14px sans-serif' }}>
        DevHost: {name}
        {headerTitle && (
          <span>
            {' '}
            | {headerTitle.title} {headerTitle.analysisName && <i>{headerTitle.analysisName}</i>}
          </span>
        )}
      </header>
      <Outlet />
      <ul aria-label="notificações" style={{ position: 'fixed', right: 16, bottom: 16, listStyle: 'none' }}>
        {notifications.map((n) => (
          <li key={n.id} role="status">
            [{n.type}] {n.message}{' '}
            <button type="button" onClick={() => setNotifications((list) => list.filter((item) => item.id !== n.id))}>
              x
            </button>
          </li>
        ))}
      </ul>
    </HostContext.Provider>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { CompanyStatusBar } from '../client/company-status-bar.js';
import { HostContext, type HeaderTitle, type HostCompany, type HostInterface, type HostUser, type NotificationType } from '../client/host.js';
import { useRouteTitle } from '../client/routes.js';
import { createAppStore } from '../client/store.js';

export interface TestHostOptions {
  currentUser?: HostUser | null;
  currentCompany?: HostCompany | null;
}

export interface TestHostRecord {
  notifications: { message: string; type: NotificationType }[];
  clearCompanyCalls: number;
  /** Every setHeaderTitle call, in order. */
  headerTitles: (HeaderTitle | null)[];
}

/** The current path, for tests that assert a redirect. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="test-location" hidden>
      {location.pathname}
    </output>
  );
}

function TestFrame({ options, record }: { options: TestHostOptions; record: TestHostRecord }) {
  const navigate = useNavigate();
  // Page titles from the routes' handles, as the shell sets them.
  useRouteTitle('');
  const [company, setCompany] = useState<HostCompany | null>(options.currentCompany ?? null);
  const host = useMemo<HostInterface>(
    () => ({
      currentUser: options.currentUser ?? null,
      currentCompany: company,
      selectCompany: (companyId) => void navigate(`/empresa/${companyId}`),
      clearCompany: () => {
        record.clearCompanyCalls += 1;
        setCompany(null);
      },
      logout: async () => void navigate('/login'),
      notify: (message, type = 'info') => record.notifications.push({ message, type }),
      setHeaderTitle: (title) =>
        void record.headerTitles.push(typeof title === 'function' ? title(record.headerTitles.at(-1) ?? null) : title),
      CompanyStatusBar,
    }),
    [company, navigate, options.currentUser, record],
  );
  return (
    <HostContext.Provider value={host}>
      <Outlet />
      <LocationProbe />
    </HostContext.Provider>
  );
}

/**
 * Tests only: a remote's real routes at `path` with the real store and baseApi, inside a
 * host interface with the given user and company and the real company status bar. Paths
 * outside `routes` render an empty page (the probe still tells where the app went).
 */
export function renderTestHost(routes: RouteObject[], path: string, options: TestHostOptions = {}) {
  const record: TestHostRecord = { notifications: [], clearCompanyCalls: 0, headerTitles: [] };
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        element: <TestFrame options={options} record={record} />,
        children: [{ hydrateFallbackElement: <p aria-busy="true" />, children: [...routes, { path: '*', element: <p data-testid="test-elsewhere" /> }] }],
      },
    ],
    { initialEntries: [path] },
  );
  const element: ReactNode = (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
  return { element, store, router, record };
}

/** Where the app rendered by {@link renderTestHost} is now (its location probe), null before it renders. */
export const currentPath = (): string | null => document.querySelector('[data-testid="test-location"]')?.textContent ?? null;

/**
 * `routes` with the page at `path` getting its code only when the test calls `arrive()`, as over a
 * slow network: a navigation to it stays pending until then. The code is imported at once and
 * only its arrival waits, so what follows `arrive()` does not race the import and transform of
 * the page's modules (seconds on a busy machine).
 */
export function withPageCodeHeld(routes: RouteObject[], path: string): { routes: RouteObject[]; arrive: () => void } {
  let arrive = (): void => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const held = routes.map((route) => {
    const { lazy } = route;
    if (route.path !== path || typeof lazy !== 'function') return route;
    const code = lazy();
    return { ...route, lazy: async () => (await arrived, code) };
  }) as RouteObject[];
  return { routes: held, arrive: () => arrive() };
}

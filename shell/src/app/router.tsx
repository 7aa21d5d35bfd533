import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { REMOTES, type RemoteName, remoteForPath } from 'contracts';
import type { RouteHandle } from 'contracts/client';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { RemoteErrorBoundary } from '../features/remotes/components/RemoteErrorBoundary';
import type { RemoteRoutesLoader } from '../features/remotes/remote-routes-loader';
import { texts } from '../texts';
import { AppLayout } from './AppLayout';
import { PageLoading } from '../shared/components/PageLoading';

const mountId = (remote: RemoteName) => `remote:${remote}`;

/**
 * The shell's route tree: the layout, one empty mount point per remote (its routes are
 * patched in the first time a URL it owns is visited) and the 404 page for the rest.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      children: [
        // Errors inside a loaded remote (a page chunk, a render) stay in the layout, and so
        // does the loading indicator while the first page's code arrives.
        ...REMOTES.map((remote) => ({
          id: mountId(remote),
          errorElement: <RemoteErrorBoundary />,
          hydrateFallbackElement: <PageLoading />,
          children: [],
        })),
        {
          path: '*',
          element: <NotFoundPage />,
          handle: { title: texts.notFound.title } satisfies RouteHandle,
          // A URL waiting for its remote's routes is matched here first: show loading, not 404,
          // and a failed load of those routes lands in this boundary, inside the layout.
          hydrateFallbackElement: <PageLoading />,
          errorElement: <RemoteErrorBoundary />,
        },
      ],
    },
  ];
}

type RouterFactory = (routes: RouteObject[], options: Parameters<typeof createBrowserRouter>[1]) => ReturnType<typeof createBrowserRouter>;

/** Route discovery (React Router's patchRoutesOnNavigation): load the owning remote's routes once. */
export function createAppRouter(loadRoutes: RemoteRoutesLoader, createRouter: RouterFactory = createBrowserRouter) {
  const patched = new Set<RemoteName>();
  return createRouter(appRoutes(), {
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const remote = remoteForPath(new URL(path, 'http://localhost').pathname);
      if (!remote || patched.has(remote)) return;
      const routes = await loadRoutes(remote);
      // An aborted navigation ignores patch(); the next one will patch instead.
      if (signal.aborted || patched.has(remote)) return;
      patch(mountId(remote), routes);
      patched.add(remote);
    },
  });
}

import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore } from 'contracts/client';
import { createAppRouter } from '../app/router';
import type { RemoteRoutesLoader } from '../features/remotes/remote-routes-loader';

/** The shell's real router, store and layout at `path`, with remotes served by `loadRoutes`. */
export function renderApp(path: string, loadRoutes: RemoteRoutesLoader) {
  const router = createAppRouter(loadRoutes, (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [path] }));
  const view = render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}

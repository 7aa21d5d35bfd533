import { setupListeners } from '@reduxjs/toolkit/query';
import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore } from 'contracts/client';
import { createAppRouter } from '../app/router';
import type { RemoteRoutesLoader } from '../features/remotes/remote-routes-loader';

/**
 * The shell's real router, store and layout at `path`, with remotes served by `loadRoutes`; the
 * store hears the window's focus and online events (bootstrap's setupListeners) until the test ends.
 */
export function renderApp(path: string, loadRoutes: RemoteRoutesLoader) {
  const router = createAppRouter(loadRoutes, (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [path] }));
  const store = createAppStore();
  onTestFinished(setupListeners(store.dispatch));
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}

import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { remoteForPath } from 'contracts';
import type { AppStore } from 'contracts/client';
import { trackPageViews } from '../features/analytics/page-views';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Page views are counted from the first commit on, once RouterProvider has subscribed to the
 * router (in its commit). A change of the router's state made while nobody listens (the page's
 * routes arriving while the first tree renders in a transition) is kept for the first listener
 * only: had page views subscribed before, RouterProvider would never see the page's routes and
 * would stay at the loading state.
 */
function PageViews({ router }: { router: AppRouter }) {
  useEffect(() => trackPageViews(router, remoteForPath), [router]);
  return null;
}

/** The shell's whole tree: the store, the router and the page-view counter. */
export function App({ router, store }: { router: AppRouter; store: AppStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <PageViews router={router} />
      </Provider>
    </StrictMode>
  );
}

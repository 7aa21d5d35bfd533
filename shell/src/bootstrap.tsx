import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { setupListeners } from '@reduxjs/toolkit/query';
import { remoteForPath, type RemotesFile } from 'contracts';
import { createAppStore } from 'contracts/client';
import { createAppRouter } from './app/router';
import { trackPageViews } from './features/analytics/page-views';
import { createRemoteRoutesLoader } from './features/remotes/remote-routes-loader';
// The design tokens (custom properties) first: the global styles read them.
import 'contracts/ui/tokens.module.css';
import './styles.css';

export function mount(
  federation: ModuleFederation,
  remotes: RemotesFile['remotes'],
  rereadRemotes?: () => Promise<RemotesFile['remotes']>,
): void {
  const store = createAppStore();
  // Focus and online events for RTK Query (refetchOnFocus; polling pauses in a hidden tab).
  setupListeners(store.dispatch);
  const router = createAppRouter(createRemoteRoutesLoader(federation, remotes, { rereadRemotes }));
  trackPageViews(router, remoteForPath);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { RemotesFile } from 'contracts';
import { createAppStore } from 'contracts/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { createRemoteRoutesLoader } from './features/remotes/remote-routes-loader';
import { nextTask } from './shared/next-task';
// The design tokens (custom properties) first: the global styles read them.
import 'contracts/ui/tokens.module.css';
import './styles.css';

/**
 * Creates the router (it starts loading the page's routes), the store and the root, one per task:
 * together they were one task of 110–130 ms on a phone's CPU (Lighthouse's 4×).
 */
export async function mount(
  federation: ModuleFederation,
  remotes: RemotesFile['remotes'],
  rereadRemotes?: () => Promise<RemotesFile['remotes']>,
): Promise<void> {
  const router = createAppRouter(createRemoteRoutesLoader(federation, remotes, { rereadRemotes }));
  await nextTask();
  const store = createAppStore();
  // Focus and online events for RTK Query (refetchOnFocus; polling pauses in a hidden tab).
  setupListeners(store.dispatch);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first tree in slices of a few milliseconds instead of one
  // task, so a phone's main thread answers meanwhile; the server's first screen (or the loading
  // indicator) stays until it commits. The page's routes may arrive before that commit (App).
  startTransition(() => root.render(<App router={router} store={store} />));
}

import { screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type RemoteRoutes } from 'contracts/client';
import { useFakeNetwork } from 'contracts/testing';
import { App } from './App';
import { createAppRouter } from './router';

/** Resolves once `ready()` holds, checking after each task (React's scheduler and the router run between). */
async function until(ready: () => boolean): Promise<void> {
  for (let k = 0; k < 500 && !ready(); k++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(ready()).toBe(true);
}

describe('the first render, in a transition', () => {
  useFakeNetwork();
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    vi.unstubAllGlobals();
  });

  it("shows the page whose routes arrive after the tree began rendering and before it commits", async () => {
    // React renders outside act() here, as in the browser.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    let answerRoutes: (routes: RemoteRoutes) => void = () => undefined;
    const routes = new Promise<RemoteRoutes>((resolve) => (answerRoutes = resolve));
    const router = createAppRouter(
      () => routes,
      (appRoutes, options) => createMemoryRouter(appRoutes, { ...options, initialEntries: ['/uilab'] }),
    );
    // A long rest of the tree after App's part: React renders it in slices, and the routes
    // arrive between two of them, after RouterProvider rendered and before anything commits.
    let rendered = false;
    function Rendered() {
      rendered = true;
      return null;
    }
    function Busy() {
      const end = performance.now() + 2;
      while (performance.now() < end);
      return null;
    }

    root = createRoot(document.body.appendChild(document.createElement('div')));
    startTransition(() =>
      root!.render(
        <>
          <App router={router} store={createAppStore()} />
          <Rendered />
          {Array.from({ length: 400 }, (_, k) => (
            <Busy key={k} />
          ))}
        </>,
      ),
    );
    await until(() => rendered);
    answerRoutes([{ path: 'uilab', element: <h1>Laboratório</h1> }]);
    await until(() => router.state.initialized);
    expect(document.querySelector('h1')).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Laboratório' })).toBeTruthy();
  });
});

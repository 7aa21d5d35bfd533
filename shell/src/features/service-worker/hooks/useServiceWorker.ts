import { useEffect, useState } from 'react';
import { registerServiceWorker } from '../register-service-worker';

// Set by the bundler (optimization.nodeEnv); 'test' under vitest.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Registers the service worker once the app is stable (its first route rendered, the window
 * loaded and the main thread idle, so the worker's precaching never competes with the page's
 * own files), in production builds only. Returns the waiting new version's activation, or null.
 */
export function useServiceWorker(enabled = process.env.NODE_ENV === 'production'): (() => void) | null {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const register = () =>
      void registerServiceWorker(navigator.serviceWorker, {
        onUpdateReady: (next) => setActivate(() => next),
        reload: () => window.location.reload(),
      });
    // On an idle moment, not in the first commit's effects: on a phone's CPU their task (the
    // first queries dispatched) is a long one already. Safari has no requestIdleCallback.
    let cancel = () => {};
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(register, { timeout: 2_000 });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = window.setTimeout(register, 0);
        cancel = () => window.clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [enabled]);
  return activate;
}

import { useEffect, useState } from 'react';
import { registerServiceWorker } from '../register-service-worker';

// Set by the bundler (optimization.nodeEnv); 'test' under vitest.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Registers the service worker once the app is stable (its first route rendered and the
 * window loaded, so the worker's precaching never competes with the page's own files), in
 * production builds only. Returns the waiting new version's activation, or null.
 */
export function useServiceWorker(enabled = process.env.NODE_ENV === 'production'): (() => void) | null {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const start = () =>
      void registerServiceWorker(navigator.serviceWorker, {
        onUpdateReady: (next) => setActivate(() => next),
        reload: () => window.location.reload(),
      });
    if (document.readyState === 'complete') return start();
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [enabled]);
  return activate;
}

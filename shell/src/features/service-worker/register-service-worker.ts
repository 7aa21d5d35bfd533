import { MESSAGES, SERVICE_WORKER_URL } from 'contracts';
import { CACHE_URLS, SKIP_WAITING } from '../../shared/service-worker-messages';

export interface ServiceWorkerHooks {
  /** A new version is installed and waiting; `activate` hands the page over to it and reloads. */
  onUpdateReady: (activate: () => void) => void;
  /** How the page reloads once the new version controls it. */
  reload: () => void;
}

/**
 * Registers the service worker (shell/src/service-worker) and follows its updates. Never
 * throws: without service workers (an old browser, a page not served over HTTPS) or when
 * registering fails, the app works as before and the reason is only logged.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined, hooks: ServiceWorkerHooks): Promise<void> {
  if (!container) {
    console.warn(MESSAGES.serviceWorkersUnsupported);
    return;
  }
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading) return hooks.reload();
    // The first worker took this page over after its files were loaded: it caches them now.
    if (!controlled) container.controller?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: loadedFiles() } });
    controlled = true;
  });

  // Only a worker replacing another is an update: the first one has nothing to offer.
  const offer = (worker: ServiceWorker) => {
    if (!container.controller) return;
    hooks.onUpdateReady(() => {
      reloading = true;
      worker.postMessage({ type: SKIP_WAITING });
    });
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed') return offer(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  };

  try {
    const registration = await container.register(SERVICE_WORKER_URL);
    follow(registration.waiting);
    follow(registration.installing);
    registration.addEventListener('updatefound', () => follow(registration.installing));
  } catch (error) {
    console.error('The service worker could not be registered', error);
  }
}

/** This page's address and the same-origin files it has loaded (the worker's rules pick what to keep). */
function loadedFiles(): string[] {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href, ...resources.filter((url) => new URL(url).origin === window.location.origin)];
}

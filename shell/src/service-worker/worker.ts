// The service worker (issue 14), built by the shell's production build into dist/sw.js with
// the precache manifest of the shell's files injected (contracts/tooling, ServiceWorkerPlugin)
// and served at /sw.js. The caching itself is Workbox's.
import { PAGE_VIEW_PATH, REMOTES_FILE_URL, remotesJsonInPage, SHELL_PAGE_URL } from 'contracts';
import { clientsClaim, setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { SKIP_WAITING } from '../shared/service-worker-messages';
import { CACHE_NAMES, CACHE_PREFIX, cacheRuleFor, MAX_CACHED_ASSETS, type CacheRule } from './cache-rules';

// What this file uses of ServiceWorkerGlobalScope (the shell is type-checked with the DOM library).
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

setCacheNameDetails({ prefix: CACHE_PREFIX });

// The shell: its page, scripts and styles, fetched at install; a new shell is a new worker.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const when = (rule: CacheRule) => ({ url, request }: { url: URL; request: Request }) =>
  cacheRuleFor(url, request.mode, self.location.origin) === rule;

/** Stores the copy of remotes.json a page carries (contracts remotesElement) as the worker's copy of the file. */
async function keepRemotesCopy(page: Response): Promise<void> {
  const remotesJson = remotesJsonInPage(await page.text());
  if (remotesJson === null) return;
  const cache = await caches.open(CACHE_NAMES.manifest);
  await cache.put(REMOTES_FILE_URL, new Response(remotesJson, { headers: { 'Content-Type': 'application/json' } }));
}

// Online, pages carry remotes.json and the shell never fetches the file; offline, the precached
// shell page (a route never opened) has no copy and fetches it: the worker answers with the one
// the last page fetched brought.
const remotesFromPages: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) event.waitUntil(keepRemotesCopy(response.clone()));
    return response;
  },
};

// Every client route is the shell's page: offline, a route never opened still gets the shell.
registerRoute(
  when('page'),
  new NetworkFirst({ cacheName: CACHE_NAMES.page, plugins: [remotesFromPages, new PrecacheFallbackPlugin({ fallbackURL: SHELL_PAGE_URL })] }),
);
registerRoute(when('manifest'), new NetworkFirst({ cacheName: CACHE_NAMES.manifest }));
registerRoute(
  when('asset'),
  new CacheFirst({ cacheName: CACHE_NAMES.asset, plugins: [new ExpirationPlugin({ maxEntries: MAX_CACHED_ASSETS, purgeOnQuotaError: true })] }),
);

// A page-view beacon (never cached): the worker sends it itself. One it only let through to the
// network was lost now and then when its page was being left, the very moment beacons are for.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === PAGE_VIEW_PATH, new NetworkOnly(), 'POST');

// The first worker takes the open pages at once (so their later files are cached); a new
// version waits until the user accepts "Recarregar" (shell: ServiceWorkerUpdate).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

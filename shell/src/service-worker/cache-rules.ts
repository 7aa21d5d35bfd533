import { isApiPath, isImmutableFileName, REMOTE_MANIFEST_FILE, REMOTES_FILE_URL } from 'contracts';

/**
 * How the worker answers a request (worker.ts):
 * - 'page': a navigation, network first; offline, the cached page or the precached shell page;
 * - 'manifest': remotes.json and the remotes' mf-manifest.json, network first (a redeployed
 *   remote is seen at the next load), the cached copy when the network fails;
 * - 'asset': a content-hashed file of any app below /static, cache first (it never changes).
 * null: the network, untouched by the worker: the API, other origins, unhashed files.
 */
export type CacheRule = 'page' | 'manifest' | 'asset';

export function cacheRuleFor(url: URL, mode: RequestMode, origin: string): CacheRule | null {
  if (url.origin !== origin || isApiPath(url.pathname)) return null;
  if (mode === 'navigate') return 'page';
  if (!url.pathname.startsWith('/static/')) return null;
  const fileName = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (url.pathname === REMOTES_FILE_URL || fileName === REMOTE_MANIFEST_FILE) return 'manifest';
  return isImmutableFileName(fileName) ? 'asset' : null;
}

/** The worker's runtime caches (the precache is Workbox's own, with the same prefix). */
export const CACHE_PREFIX = 'estrategia';
export const CACHE_NAMES: Record<CacheRule, string> = {
  page: `${CACHE_PREFIX}-pages`,
  manifest: `${CACHE_PREFIX}-manifests`,
  asset: `${CACHE_PREFIX}-assets`,
};

/** Hashed files kept at most (oldest evicted first): a few deploys of every app. */
export const MAX_CACHED_ASSETS = 400;

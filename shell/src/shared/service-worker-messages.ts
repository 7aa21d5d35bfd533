// What the page and the service worker say to each other (shell/src/service-worker).

/** Page → waiting worker: the user chose to reload into the new version ("Recarregar"). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Page → worker, once it controls the page: the files the page loaded before that, to be
 * cached by the worker's own rules (Workbox's router answers this message), so that a page
 * visited once reloads offline.
 */
export const CACHE_URLS = 'CACHE_URLS';

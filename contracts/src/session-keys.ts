// Where a browser keeps the session and its XSRF pair: read by contracts/client, by the page's
// early calls (page-data.ts), by the backend and by the e2e suites, from here.

/** localStorage key of the API token ("token (stored locally when none is stored)"). */
export const TOKEN_STORAGE_KEY = 'token';

/** Cookie the backend sets and the header non-GET requests echo it in (docs/domain/api.md). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

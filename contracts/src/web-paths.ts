// The URL layout the server and the browser both rely on: the backend's static files and
// cache headers, the shell's boot and the service worker's caching rules (issue 14).

/** Whether a request path belongs to the API (answered by Nest with the envelope) rather than the pages. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The runtime remotes file the shell reads at every page load (seed: the app under /static/app). */
export const REMOTES_FILE_URL = '/static/app/remotes.json';

/**
 * The id of the page's own copy of remotes.json (JSON in a `<script type="application/json">`),
 * which the server writes into every page it serves: the boot reads it instead of fetching the
 * file, a request less before the first page on a phone (issue 23). A page without it (served
 * as a plain file, or offline from the service worker's precache) fetches the file: offline,
 * the worker answers with the copy it took from the last page it fetched.
 */
export const REMOTES_ELEMENT_ID = 'remotes-file';

/** The page's copy of remotes.json, from the file's JSON text; `<` escaped, so no text of it closes the element. */
export const remotesElement = (remotesJson: string) =>
  `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${remotesJson.replace(/</g, '\\u003c')}</script>`;

const REMOTES_ELEMENT = new RegExp(`<script type="application/json" id="${REMOTES_ELEMENT_ID}">([^<]*)</script>`);

/**
 * The remotes.json text in a page the server wrote ({@link remotesElement}), null without one:
 * the service worker keeps it as its copy of the file, which the page no longer fetches online.
 */
export const remotesJsonInPage = (html: string): string | null => REMOTES_ELEMENT.exec(html)?.[1] ?? null;

/** The shell's page: the answer to every client route. */
export const SHELL_PAGE_URL = '/static/app/index.html';

/** The service worker script, at the root so that its scope covers the pages and every /static folder. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Each remote's Module Federation manifest, the file remotes.json points at. */
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

/** Entry points that keep their name across deploys: always revalidated. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', REMOTE_MANIFEST_FILE, 'mf-stats.json', 'remoteEntry.js']);

/** rspack's `[name].[contenthash:8].ext` (and `name-hash.ext`). */
const HASHED_FILE = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/** A built file whose name carries its content hash: it never changes under that name. */
export const isImmutableFileName = (fileName: string) => !ENTRY_FILES.has(fileName) && HASHED_FILE.test(fileName);

/**
 * Routes whose path carries credentials after these prefixes (e-mail confirmation, password
 * reset and invitation links, checkout codes on the return page, the sandbox checkout and
 * the return page's lookup). Logs redact every segment after the prefix, whatever its
 * length. Lower-case: the backend routes without regard to case.
 */
export const CREDENTIAL_PATH_PREFIXES: readonly string[] = [
  '/confirmacaodeemail/',
  '/redefinirsenha/',
  '/retorno/',
  '/api/payment/sandbox/checkout/',
  '/api/payment/get_company_id_for_checkout_code/',
];

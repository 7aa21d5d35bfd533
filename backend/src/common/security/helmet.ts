import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import { createHash } from 'node:crypto';
import { PAGE_DATA_SCRIPT } from 'contracts';
import helmet from 'helmet';
import { isApiPath } from 'contracts';
import { requestPath } from '../http/request-path.js';

/** The two header sets: the full one for documents, the few a JSON answer needs. */
export interface SecurityHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

/**
 * Security headers for a same-origin SPA: scripts only from us (Module Federation loads
 * remotes from /static on this origin), inline styles allowed for React/ECharts style
 * attributes, nothing may frame us, and no Referer leaks the tokens carried in our URLs.
 * The full helmet set goes on pages and files (outside /api); CSP and its friends govern
 * documents only, so API answers (JSON) get the few that matter to them: nosniff, no
 * Referer, same-origin reads only, and HSTS behind https. HTML answered under /api (the
 * sandbox checkout page, the API reference page) sets the page set itself (`securityHeaderSets(…).page`).
 */
export function securityHeaders({ page, api }: SecurityHeaders): onRequestHookHandler {
  return (request, reply, done) => {
    reply.headers(isApiPath(requestPath(request)) ? api : page);
    done();
  };
}

/** Header names a JSON answer keeps from the page set (lower-case, as helmet writes them). */
const API_HEADER_NAMES = ['x-content-type-options', 'referrer-policy', 'strict-transport-security', 'cross-origin-resource-policy'];

/** Both header sets for this configuration. */
export function securityHeaderSets(publicUrl: string): SecurityHeaders {
  const page = helmetHeaders(publicUrl);
  const api: Record<string, string> = {};
  for (const [name, value] of Object.entries(page)) if (API_HEADER_NAMES.includes(name.toLowerCase())) api[name] = value;
  return { page, api };
}

/**
 * The headers helmet sets for this configuration. They depend on nothing in the request, so
 * helmet's middleware runs once, against a response that only records them.
 */
export function helmetHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmetMiddleware(publicUrl)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The Content-Security-Policy source that lets the page's one inline script (contracts PAGE_DATA_SCRIPT) run. */
const PAGE_DATA_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_DATA_SCRIPT).digest('base64')}'`;

function helmetMiddleware(publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The page's one inline script, by its hash: it starts the page's first API calls (issue 23).
        scriptSrc: ["'self'", PAGE_DATA_SCRIPT_SOURCE],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind https: on a plain-http install it would break every asset.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS pins browsers to https for a year: only an https install may ask for that.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}

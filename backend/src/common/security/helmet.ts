import { createHash } from 'node:crypto';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type onRequestHookHandler } from 'fastify';
import { isApiPath, PAGE_DATA_SCRIPT } from 'contracts';
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
 * The full set goes on pages and files (outside /api); CSP and its friends govern
 * documents only, so API answers (JSON) get the few that matter to them: nosniff, no
 * Referer, same-origin reads only, and HSTS behind https. HTML answered under /api (the
 * sandbox checkout page, the API reference page) sets the page set itself (SECURITY_HEADERS).
 */
export function securityHeaders({ page, api }: SecurityHeaders): onRequestHookHandler {
  return (request, reply, done) => {
    reply.headers(isApiPath(requestPath(request)) ? api : page);
    done();
  };
}

/** Header names a JSON answer keeps from the page set (lower-case, as helmet writes them). */
const API_HEADER_NAMES = ['x-content-type-options', 'referrer-policy', 'strict-transport-security', 'cross-origin-resource-policy'];

const computed = new Map<string, Promise<SecurityHeaders>>();

/** Both header sets for this configuration (computed once per public URL). */
export function securityHeaderSets(publicUrl: string): Promise<SecurityHeaders> {
  if (!computed.has(publicUrl)) computed.set(publicUrl, headerSets(publicUrl));
  return computed.get(publicUrl)!;
}

async function headerSets(publicUrl: string): Promise<SecurityHeaders> {
  const page = await helmetHeaders(publicUrl);
  const api: Record<string, string> = {};
  for (const [name, value] of Object.entries(page)) if (API_HEADER_NAMES.includes(name)) api[name] = value;
  return { page, api };
}

/**
 * The headers @fastify/helmet sets for this configuration, read once from an answer of a
 * Fastify instance of its own. They depend on nothing in the request, and the plugin builds
 * helmet (its CSP string included) anew on every request: reused as they are, they cost a
 * request one `reply.headers` call (docs/DECISIONS.md "Security headers").
 */
async function helmetHeaders(publicUrl: string): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, helmetOptions(publicUrl));
  probe.get('/', (_request, reply) => reply.send(''));
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) if (HELMET_HEADER.test(name) && typeof value === 'string') headers[name] = value;
  return headers;
}

/** What helmet writes (Fastify's own content-type, length, date and connection are not ours to copy). */
const HELMET_HEADER = /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-)/;

/** The Content-Security-Policy source that lets the page's one inline script (contracts PAGE_DATA_SCRIPT) run. */
const PAGE_DATA_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_DATA_SCRIPT).digest('base64')}'`;

function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The page's one inline script, by its hash: it starts the page's first API calls.
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
  };
}

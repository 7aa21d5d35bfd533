import type { FastifyRequest, onRequestAbortHookHandler, onResponseHookHandler } from 'fastify';
import { requestPath } from '../http/request-path.js';
import { CREDENTIAL_PATH_PREFIXES } from 'contracts';
import type { Logger } from 'pino';

/**
 * Confirmation, reset and invitation links and checkout codes carry credentials in the path
 * (by route: contracts' CREDENTIAL_PATH_PREFIXES, every segment after the prefix), and query
 * strings may carry anything. Elsewhere outside /static, long segments and e-mails are
 * masked too (a credential on a route nobody listed yet); every query value is masked.
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const safePath = path.startsWith('/static/') ? path : redactPath(path);
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=:redacted`);
  return `${safePath}?${keys.join('&')}`;
}

function redactPath(path: string): string {
  const lower = path.toLowerCase();
  // Repeated slashes route like one (ignoreTrailingSlash/duplicate-slash tolerant routers): compare without them.
  const squeezed = lower.replace(/\/{2,}/g, '/');
  const prefix = CREDENTIAL_PATH_PREFIXES.find((candidate) => squeezed.startsWith(candidate));
  const keep = prefix ? prefix.split('/').filter(Boolean).length : Number.POSITIVE_INFINITY;
  let literal = 0;
  return path
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      literal++;
      return literal > keep || segment.length >= 24 || /@|%40/i.test(segment) ? ':redacted' : segment;
    })
    .join('/');
}

/** The request's path for a log line: credentials redacted as in the request lines. */
export const loggedPath = (request: FastifyRequest): string => redactUrl(requestPath(request));

/**
 * One line per request once answered: method, masked URL, status, duration. No headers,
 * cookies or bodies. Fastify's own response hooks time it (`elapsedTime`): no closure or
 * listener of ours per request. A request the client dropped before its answer is logged
 * as aborted.
 */
export function requestLogger(logger: Logger): { onResponse: onResponseHookHandler; onRequestAbort: onRequestAbortHookHandler } {
  const line = (request: FastifyRequest, status: number, durationMs: number, aborted: boolean) => {
    const entry = { method: request.method, url: redactUrl(request.url), status, durationMs: Math.round(durationMs * 100) / 100, ...(aborted ? { aborted } : {}) };
    // 503 is a state, not a fault: an instance starting, draining or without its database (logged on its own).
    if (status === 503) logger.warn(entry, 'request');
    else if (status >= 500) logger.error(entry, 'request');
    else logger.info(entry, 'request');
  };
  return {
    onResponse: (request, reply, done) => {
      line(request, reply.raw.statusCode, reply.elapsedTime, !reply.raw.writableFinished);
      done();
    },
    // 499: nginx's "client closed request", as no answer went out.
    onRequestAbort: (request, done) => {
      line(request, 499, 0, true);
      done();
    },
  };
}

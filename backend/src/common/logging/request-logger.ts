import type { FastifyRequest, onRequestAbortHookHandler, onResponseHookHandler } from 'fastify';
import { requestPath } from '../http/request-path.js';
import { CREDENTIAL_PATH_PREFIXES } from 'contracts';
import type { Logger } from 'pino';

/**
 * Confirmation, reset and invitation links and checkout codes carry credentials in the path
 * (by route: contracts' CREDENTIAL_PATH_PREFIXES, every segment after the prefix), and query
 * strings may carry anything. Elsewhere outside /static, long segments and e-mails are
 * masked too (a credential on a route nobody listed yet). The rules read the path as the
 * router does, percent-decoded (`/api/payment/sandbox/%63heckout/<code>` is the checkout
 * route); the line keeps the path as sent. Every query value is masked, and a key that is
 * not a short word (a token sent as a key, an e-mail) too.
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const safePath = path.startsWith('/static/') ? path : redactPath(path);
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const key = pair.split('=', 1)[0];
      return `${QUERY_KEY.test(decoded(key.replaceAll('+', ' '))) ? key : ':redacted'}=:redacted`;
    });
  return `${safePath}?${keys.join('&')}`;
}

/** A query key logged as sent: a short word (`plano`, `utm_source`), nothing that could be a code. */
const QUERY_KEY = /^[A-Za-z_.-]{1,16}$/;

/** Percent-decoded as the router reads it; a malformed escape stays as sent. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function redactPath(path: string): string {
  // Compared as the router matches: decoded, any letter case, repeated slashes as one.
  const squeezed = decoded(path).toLowerCase().replace(/\/{2,}/g, '/');
  const prefix = CREDENTIAL_PATH_PREFIXES.find((candidate) => squeezed.startsWith(candidate));
  const keep = prefix ? prefix.split('/').filter(Boolean).length : Number.POSITIVE_INFINITY;
  let literal = 0;
  return path
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      const text = decoded(segment);
      // An encoded slash counts as the segments it separates once decoded.
      literal += Math.max(1, text.split('/').filter(Boolean).length);
      return literal > keep || text.length >= 24 || text.includes('@') ? ':redacted' : segment;
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

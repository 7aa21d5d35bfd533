import type { FastifyReply, onSendHookHandler } from 'fastify';

/**
 * Conditional GETs of the chart answers (issue 24): the service answers an ETag, and the
 * data unless the request's If-None-Match already names it.
 */
export interface CachedAnswer<T> {
  etag: string;
  /** Absent when the client's copy is current: 304. */
  data?: T;
}

/**
 * The answer's ETag with `Cache-Control: private, no-cache` in place of the API's no-store
 * (no-store.ts): the browser keeps the answer and asks again with If-None-Match every time, so
 * a chart never shows stale data and an unchanged one travels as an empty 304. Private: no
 * shared cache may keep it. Set only on success, so an error keeps no-store.
 */
export function cachedAnswer<T>(reply: FastifyReply, { etag, data }: CachedAnswer<T>): T | null {
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  if (data !== undefined) return data;
  reply.status(304);
  return null;
}

/** A 304 has no body (RFC 9110 §15.4.5): the envelope the interceptor made for it is dropped. */
export const emptyNotModified: onSendHookHandler = (_request, reply, payload, done) => {
  if (reply.statusCode !== 304) return done(null, payload);
  reply.removeHeader('content-type').removeHeader('content-length');
  done(null, null);
};

import { isApiPath } from 'contracts';
import type { onRequestHookHandler } from 'fastify';
import { requestPath } from '../http/request-path.js';

/**
 * API answers hold tokens and personal data: no browser or proxy may keep them
 * (`Cache-Control: no-store`), errors included. Pages and assets set their own caching; a
 * chart answer with an ETag replaces it with `private, no-cache` (conditional-get.ts).
 */
export const noStoreForApi: onRequestHookHandler = (request, reply, done) => {
  if (isApiPath(requestPath(request))) reply.header('Cache-Control', 'no-store');
  done();
};

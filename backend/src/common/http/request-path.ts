import type { FastifyRequest } from 'fastify';

/** The request's path as written (not decoded), without its query string. */
export function requestPath(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

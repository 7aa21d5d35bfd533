import { failGeneral, MESSAGES } from 'contracts';
import type { onRequestHookHandler } from 'fastify';
import { requestPath } from './request-path.js';

/**
 * Fastify answers HEAD with the GET handler, and the seed's API has GET calls that change
 * things (logout, lock_company, toggle_demo, set_active_company). HEAD on the API is
 * therefore refused, except for the health checks that load balancers probe.
 */
const HEALTH_CHECKS = new Set(['/api/health', '/api/health/ready']);

export const refuseApiHeadRequests: onRequestHookHandler = (request, reply, done) => {
  const path = requestPath(request);
  if (request.method !== 'HEAD' || !path.startsWith('/api/') || HEALTH_CHECKS.has(path)) return done();
  reply.code(405).header('Allow', 'GET').send(failGeneral(MESSAGES.methodNotAllowed));
};

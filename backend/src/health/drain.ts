import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.js';

/**
 * While the instance drains, every answer closes its connection (a client on a kept-alive
 * connection reconnects, through the balancer, to another instance), so the server's close
 * ends once the requests under way have been answered; after `timeoutMs` the connections
 * still open are cut, so a stop is bounded. The pools close only after that (Nest's shutdown
 * hooks run after the server has closed).
 */
export function drainConnections(fastify: FastifyInstance, lifecycle: Lifecycle, timeoutMs: number): void {
  let deadline: NodeJS.Timeout | undefined;
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.state === 'draining') reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('preClose', (done) => {
    deadline = setTimeout(() => fastify.server.closeAllConnections(), timeoutMs).unref();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearTimeout(deadline);
    done();
  });
}

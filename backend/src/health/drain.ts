import type { IncomingMessage } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.js';

/**
 * How an instance stops without dropping a request (docs/DECISIONS.md "Readiness and
 * drain"), once the application closes (its state is already `draining`, so readiness says 503):
 *
 * 1. The listener stops: a new connection is refused (a balancer retries it elsewhere). The
 *    open connections stay: closing an idle kept-alive one now would race a request its
 *    client is sending on it that very moment.
 * 2. Every answer from then on closes its connection, so each client moves elsewhere after
 *    its current request; a request that arrives on an open connection meanwhile is served.
 * 3. Once no request has been under way for a moment (or after `timeoutMs`), Fastify closes the server: the
 *    idle connections go, and at `timeoutMs` any connection still open is cut, so a stop is
 *    bounded. The pools close after that (Nest's shutdown hooks follow the server's close).
 */
/** How long no request must have been under way before the open connections are closed. */
const QUIET_MS = 250;

export function drainConnections(fastify: FastifyInstance, lifecycle: Lifecycle, timeoutMs: number): void {
  const underWay = new Set<IncomingMessage>();
  let lastSeen = 0;
  let deadline: NodeJS.Timeout | undefined;
  fastify.addHook('onRequest', (request, _reply, done) => {
    underWay.add(request.raw);
    lastSeen = Date.now();
    done();
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    underWay.delete(request.raw);
    lastSeen = Date.now();
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    underWay.delete(request.raw);
    lastSeen = Date.now();
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.state === 'draining') reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('preClose', (done) => {
    const server = fastify.server;
    const started = Date.now();
    deadline = setTimeout(() => server.closeAllConnections(), timeoutMs).unref();
    // net's close, not http's: http's would also close the idle connections at once (step 1).
    if (server.listening) NetServer.prototype.close.call(server);
    // Quiet for QUIET_MS, not just idle for an instant: a client still sending answers on its
    // open connections (each answer closes one), and closing an idle one while its client
    // writes a request on it would reset that request.
    const wait = () => {
      const quiet = underWay.size === 0 && Date.now() - lastSeen >= QUIET_MS;
      if (quiet || Date.now() - started >= timeoutMs) done();
      else setTimeout(wait, 10).unref();
    };
    wait();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearTimeout(deadline);
    done();
  });
}

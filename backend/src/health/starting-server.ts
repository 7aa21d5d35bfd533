import { createServer, type Server } from 'node:http';
import { ok } from 'contracts';
import type { AppConfig } from '../config/config.js';
import { aliveAnswer, notReadyEnvelope, uncheckedReadiness } from './instance.js';

/**
 * What answers on the port while the instance starts (connecting, migrating, possibly
 * waiting for another instance's migration lock): GET /api/health is 200 with the state
 * `starting`, anything else 503 with the readiness report, so a balancer and an operator see
 * an instance that is alive but not ready. It gives the port up to the application once that
 * is initialised.
 */
export function startingServer(config: AppConfig): Server {
  const health = '/api/health';
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0].replace(/\/+$/, '').toLowerCase();
    const [status, body] = path === health ? [200, ok(aliveAnswer('starting'))] : [503, notReadyEnvelope(uncheckedReadiness('starting', config))];
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1', Connection: 'close' });
    response.end(JSON.stringify(body));
  });
}

import { hostname } from 'node:os';
import { type Envelope, failGeneral, type Health, type InstanceState, MESSAGES, type Readiness } from 'contracts';
import type { AppConfig } from '../config/config.js';

/** Which instance answered, for an operator reading a balancer's checks: `host:pid`. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`;

/** GET /api/health's answer: the process is alive, whatever its state. */
export const aliveAnswer = (state: InstanceState): Health => ({
  status: 'ok',
  instance: INSTANCE_NAME,
  state,
  uptimeSeconds: Math.round(process.uptime()),
});

/** The readiness report of an instance that is not serving (starting or draining): nothing is checked. */
export const uncheckedReadiness = (state: InstanceState, config: AppConfig): Readiness => ({
  ready: false,
  instance: INSTANCE_NAME,
  state,
  database: { status: 'unchecked', driver: config.database.driver },
  redis: config.redisUrl === undefined ? null : { status: 'unchecked' },
});

/** Why an instance is not ready, in the words a client may show. */
function notReadyMessage(readiness: Readiness): string {
  if (readiness.state === 'starting') return MESSAGES.instanceStarting;
  if (readiness.state === 'draining') return MESSAGES.instanceDraining;
  return readiness.database.status === 'down' ? MESSAGES.databaseUnavailable : MESSAGES.sharedStoreUnavailable;
}

/** The 503 of GET /api/health/ready: the error envelope, with the readiness report in `data` (which dependency failed). */
export function notReadyEnvelope(readiness: Readiness): Envelope<Readiness> {
  return { ...failGeneral(notReadyMessage(readiness)), data: readiness };
}

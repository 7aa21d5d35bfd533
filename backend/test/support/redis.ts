import { connect } from 'node:net';

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether something answers on Redis' port; like the MariaDB suites, only CI insists on it. */
export function redisReachable(url = new URL(REDIS_URL)): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 2000 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false)).once('timeout', () => done(false));
  });
}

import type { Server } from 'node:http';
import { listeningPort, xsrfToken } from './test-app.js';

export interface LoginAttempt {
  email: string;
  password: string;
  /** The client address (X-Forwarded-For, trusted from loopback). */
  ip: string;
}

/**
 * Sends every sign-in at once (round-robin over the servers, which may share counters
 * through Redis) and answers their statuses in the order given: what an attacker firing a
 * burst of guesses sees.
 */
export async function loginBurst(servers: Server[], attempts: LoginAttempt[]): Promise<number[]> {
  const targets = await Promise.all(
    servers.map(async (server) => ({ base: `http://127.0.0.1:${await listeningPort(server)}`, xsrf: await xsrfToken(server) })),
  );
  return Promise.all(
    attempts.map(async ({ email, password, ip }, index) => {
      const { base, xsrf } = targets[index % targets.length];
      const res = await fetch(`${base}/api/general/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: xsrf.cookie, ...xsrf.header, 'X-Forwarded-For': ip },
        body: JSON.stringify({ email, password }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

/** How many answers were not 429, i.e. how many guesses the server actually evaluated. */
export const evaluated = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

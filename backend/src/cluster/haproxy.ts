import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { REPO_ROOT } from '../config/paths.js';

/** The balancer's configuration: everything but the list of instances (serversSection). */
export const HAPROXY_CONFIG = join(REPO_ROOT, 'deploy', 'haproxy.cfg');

/** The instance `index` (1-based) of a cluster whose balancer listens on `port`: it listens on the next ports. */
export const instancePort = (port: number, index: number) => port + index;

/** The backend section deploy/haproxy.cfg leaves out: one server line per instance, on loopback. `extra` lines go in the section too. */
export function serversSection(ports: number[], extra: string[] = []): string {
  return ['backend app', ...extra, ...ports.map((port, i) => `server app${i + 1} 127.0.0.1:${port}`)].map((line, i) => (i === 0 ? line : `    ${line}`)).join('\n') + '\n';
}

/** The haproxy executable: on PATH, or where Debian's package puts it (/usr/sbin is not on every user's PATH). */
export function haproxyBinary(path = process.env.PATH ?? ''): string | null {
  for (const dir of [...path.split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin']) {
    const file = join(dir, 'haproxy');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not there
    }
  }
  return null;
}

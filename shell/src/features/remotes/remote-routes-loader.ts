import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { ROUTES_EXPOSE, type RemoteName, type RemotesFile } from 'contracts';
import type { RemoteRoutes } from 'contracts/client';
import { RemoteLoadError } from './remote-load-error';

export type RemoteRoutesLoader = (remote: RemoteName) => Promise<RemoteRoutes>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hung server must end in the error screen, not in an endless wait. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * First layer of load failures: loads a remote's './routes' module, retrying (MF 2.9 has
 * no built-in retry) with a growing delay. After a failure the remote is registered again,
 * which drops the runtime's cached manifest and entry, so the next attempt (or the error
 * screen's "Tentar novamente") really fetches again.
 */
interface LoaderOptions {
  attempts?: number;
  retryDelayMs?: number;
  attemptTimeoutMs?: number;
  /**
   * Reads remotes.json again after a failure: an operator who fixed it (a remote moved back
   * or elsewhere) is picked up by the next attempt or by "Tentar novamente", without a reload.
   */
  rereadRemotes?: () => Promise<RemotesFile['remotes']>;
}

export function createRemoteRoutesLoader(
  federation: ModuleFederation,
  remotes: RemotesFile['remotes'],
  { attempts = 3, retryDelayMs = 400, attemptTimeoutMs = 15_000, rereadRemotes }: LoaderOptions = {},
): RemoteRoutesLoader {
  const request = `/${ROUTES_EXPOSE.replace(/^\.\//, '')}`;
  let current = remotes;
  return async (remote) => {
    for (let attempt = 1; ; attempt++) {
      try {
        if (!current.some((item) => item.name === remote)) throw new Error('missing from remotes.json');
        const module = await withTimeout(federation.loadRemote<{ default: RemoteRoutes }>(`${remote}${request}`), attemptTimeoutMs);
        if (!Array.isArray(module?.default)) throw new Error(`${remote}${request} has no default export of routes`);
        return module.default;
      } catch (error) {
        if (rereadRemotes) current = await rereadRemotes().catch(() => current);
        const entry = current.find((item) => item.name === remote);
        if (entry) federation.registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
        if (attempt >= attempts) throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, { cause: error });
        await wait(retryDelayMs * attempt);
      }
    }
  };
}

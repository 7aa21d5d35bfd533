import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';

/**
 * Second layer of load failures (after the loader's retry, before the route's error
 * boundary): every failed loadRemote rejects with a RemoteLoadError naming the remote.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-load-errors',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Earlier stages (manifest, entry) must return so the runtime clears its caches and
      // rethrows; the final 'onLoad' stage is where the whole load is known to have failed.
      if (lifecycle !== 'onLoad') return undefined;
      throw new RemoteLoadError(remote?.name ?? id.split('/')[0] ?? id, { cause: error });
    },
  };
}

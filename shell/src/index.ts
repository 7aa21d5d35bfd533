// Boot order (ARCHITECTURE "Shell"): read remotes.json, register the remotes with the
// Module Federation runtime, then import('./bootstrap'). Nothing here imports a shared
// module statically: the dynamic imports are the async boundary shared singletons need.
import { getInstance } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './features/remotes/remote-error-plugin';

/** Edited at deploy time when a remote moves; never cached, never compiled in. */
const REMOTES_FILE = '/static/app/remotes.json';

async function readRemotesFile(): Promise<unknown> {
  const response = await fetch(REMOTES_FILE, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_FILE} answered ${response.status}`);
  return response.json();
}

async function boot(): Promise<void> {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime was not initialised by the build');
  federation.registerPlugins([remoteErrorPlugin()]);

  const { parseRemotesFile } = await import('contracts');
  const readRemotes = async () => parseRemotesFile(await readRemotesFile()).remotes;
  let remotes: import('contracts').RemotesFile['remotes'] = [];
  try {
    remotes = await readRemotes();
  } catch (error) {
    // The shell still starts: its own pages work and each remote route shows the load error.
    console.error('remotes.json could not be read; no remote will load', error);
  }
  federation.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));

  const { mount } = await import('./bootstrap');
  mount(federation, remotes, readRemotes);
}

void boot();

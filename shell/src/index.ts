// Boot order (ARCHITECTURE "Shell"): read remotes.json, register the remotes with the
// Module Federation runtime, then import('./bootstrap'). Nothing here imports a shared
// module statically: the dynamic imports are the async boundary shared singletons need.
import { getInstance } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './features/remotes/remote-error-plugin';

/** remotes.json is edited at deploy time when a remote moves: always revalidated, never compiled in. */
async function readRemotesFile(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function boot(): Promise<void> {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime was not initialised by the build');
  federation.registerPlugins([remoteErrorPlugin()]);

  const { parseRemotesFile, REMOTES_FILE_URL } = await import('contracts');
  const readRemotes = async () => parseRemotesFile(await readRemotesFile(REMOTES_FILE_URL)).remotes;
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

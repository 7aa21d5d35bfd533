// Boot (docs/ARCHITECTURE.md "How the remotes load"): read remotes.json and register the remotes with the Module
// Federation runtime while import('./bootstrap') loads the shell's code, then mount. Nothing
// here imports a shared module statically: the dynamic import is the async boundary shared
// singletons need ('contracts' is not shared, and its route table does without the router).
// The first page waits for a chain of requests (remotes.json → the remote's manifest → its
// entry and routes → the page's chunk), so each starts as early as it can: remotes.json with
// the page (the server writes it into the page), the remote's files as soon as remotes.json names them.
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { parseRemotesFile, REMOTES_ELEMENT_ID, REMOTES_FILE_URL, remoteForPath, ROUTES_EXPOSE, type RemotesFile } from 'contracts';
import { remoteErrorPlugin } from './features/remotes/remote-error-plugin';
import { nextTask } from './shared/next-task';

/** remotes.json is edited at deploy time when a remote moves: always revalidated, never compiled in. */
async function readRemotesFile(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const readRemotes = async () => parseRemotesFile(await readRemotesFile(REMOTES_FILE_URL)).remotes;

/** The copy of remotes.json the server wrote into this page (read at the request), else the file. */
async function pageRemotes(): Promise<RemotesFile['remotes']> {
  const copy = document.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  return copy ? parseRemotesFile(JSON.parse(copy)).remotes : readRemotes();
}

/** Reads and registers the remotes, and starts loading the one that serves this URL. */
async function registerRemotes(federation: ModuleFederation): Promise<RemotesFile['remotes']> {
  let remotes: RemotesFile['remotes'] = [];
  try {
    remotes = await pageRemotes();
  } catch (error) {
    // The shell still starts: its own pages work and each remote route shows the load error.
    console.error('remotes.json could not be read; no remote will load', error);
  }
  federation.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  const current = remoteForPath(window.location.pathname);
  if (current && remotes.some(({ name }) => name === current)) {
    // Fetches its manifest, then its entry and routes module: the route loader's loadRemote
    // reuses them. A failure is the loader's to report (it retries, then shows the error).
    federation.preloadRemote([{ nameOrAlias: current, exposes: [ROUTES_EXPOSE] }]).catch(() => undefined);
  }
  return remotes;
}

/**
 * The shared libraries the shell's code imports, each evaluated in a task of its own before that
 * code: evaluated where the shell first imports them, React DOM, the router, Redux and the
 * client were one task of 200–360 ms on a phone's CPU (Lighthouse's 4×), input and painting
 * held all along; apart, the browser may answer between them.
 */
const LIBRARIES = [
  () => import('react'),
  () => import('react-dom'),
  // Not shared (only the shell mounts a root), but the biggest module of all: a task of its own.
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  // RTK Query's code apart from contracts/client, whose own evaluation (createApi) is long enough.
  () => import('@reduxjs/toolkit/query'),
  () => import('@reduxjs/toolkit/query/react'),
  () => import('contracts/client'),
];

/** The shell's mount, once its libraries are evaluated one per task. */
async function shellMount(): Promise<typeof import('./bootstrap').mount> {
  // Not in main.js's task: the federation runtime's start-up already fills most of it.
  await nextTask();
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
  const { mount } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  await nextTask();
  return mount;
}

async function boot(): Promise<void> {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime was not initialised by the build');
  federation.registerPlugins([remoteErrorPlugin()]);

  const [remotes, mount] = await Promise.all([registerRemotes(federation), shellMount()]);
  await mount(federation, remotes, readRemotes);
}

void boot();

import { ROUTES_EXPOSE, parseRemotesFile, remoteForPath } from 'contracts';

/** What of a remote's mf-manifest.json the preloads read (Module Federation 2's manifest). */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length > 0) : []);

/**
 * The `<link rel="preload">` tags for the remote that serves `pathname` (contracts' route table):
 * its manifest, its remoteEntry and its routes module's files, which the shell otherwise asks
 * for one after the other once its scripts have run (remotes.json → manifest → entry →
 * routes). Each tag matches the request the federation runtime makes (the manifest by fetch(),
 * CORS mode; scripts by plain script tags), so the runtime takes the preloaded answers over.
 * `readManifest` answers a same-server manifest's content (null when it is elsewhere or
 * unreadable: then only the manifest itself is preloaded). Empty when no remote serves the path
 * or remotes.json cannot be read: the shell then shows what it always shows.
 */
export function remotePreloadTags(pathname: string, remotesFile: unknown, readManifest: (entry: string) => unknown): string[] {
  const remote = remoteForPath(pathname);
  if (!remote) return [];
  let entry: string | undefined;
  try {
    entry = parseRemotesFile(remotesFile).remotes.find((item) => item.name === remote)?.entry;
  } catch {
    return [];
  }
  if (!entry) return [];
  const tags = [`<link rel="preload" href="${attribute(entry)}" as="fetch" crossorigin>`];
  const manifest = readManifest(entry) as RemoteManifest | null;
  const remoteEntry = manifest?.metaData?.remoteEntry;
  if (!manifest || typeof remoteEntry?.name !== 'string') return tags;
  // The manifest's publicPath is 'auto': the remote's files sit beside its manifest.
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  const routes = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE.replace(/^\.\//, ''));
  const entryFolder = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  const scripts = [`${entryFolder}${remoteEntry.name}`, ...strings(routes?.assets?.js?.sync)];
  return [...tags, ...scripts.map((file) => `<link rel="preload" href="${attribute(folder + file)}" as="script">`)];
}

import { PAGE_CHUNKS_FILE, ROUTES_EXPOSE, pageChunkGroups, parseRemotesFile, remoteForPath, remotesElement } from 'contracts';

/** What of a remote's mf-manifest.json the preloads read (Module Federation 2's manifest). */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.length > 0) : []);

/**
 * The `<link rel="preload">` tags for the remote that serves `pathname` (contracts' route table):
 * its manifest, its remoteEntry and its routes module's files, which the shell otherwise asks
 * for one after the other once its scripts have run (remotes.json → manifest → entry →
 * routes). Each tag matches the request the federation runtime makes (the manifest by fetch(),
 * CORS mode; scripts by plain script tags), so the runtime takes the preloaded answers over.
 * Then the page's own chunks, as the remote's page-chunks.json lists them for the page's chunk
 * groups (contracts `pageChunkGroups`): scripts `as="script"`, styles `as="style"`, as the
 * runtime's chunk loader asks for them. `readJson` answers a same-server file's JSON content
 * (null when it is elsewhere or unreadable: then only the manifest itself is preloaded, or no
 * page chunk). Empty when no remote serves the path or remotes.json cannot be read: the shell
 * then shows what it always shows.
 */
export function remotePreloadTags(pathname: string, remotesFile: unknown, readJson: (url: string) => unknown): string[] {
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
  const manifest = readJson(entry) as RemoteManifest | null;
  const remoteEntry = manifest?.metaData?.remoteEntry;
  if (!manifest || typeof remoteEntry?.name !== 'string') return tags;
  // The manifest's publicPath is 'auto': the remote's files sit beside its manifest.
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  const routes = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE.replace(/^\.\//, ''));
  const entryFolder = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
  const firstFiles = [`${entryFolder}${remoteEntry.name}`, ...strings(routes?.assets?.js?.sync), ...strings(routes?.assets?.css?.sync)];
  const groups = pageChunkGroups(pathname);
  const pageChunks = groups.length === 0 ? null : (readJson(`${folder}${PAGE_CHUNKS_FILE}`) as Record<string, unknown> | null);
  const pageFiles = [...new Set(groups.flatMap((group) => strings(pageChunks?.[group])))];
  const preload = (file: string) => `<link rel="preload" href="${attribute(folder + file)}" as="${file.endsWith('.css') ? 'style' : 'script'}">`;
  return [...tags, ...firstFiles.map(preload), ...pageFiles.filter((file) => /\.(js|css)$/.test(file)).map(preload)];
}

/**
 * remotes.json written into the page (contracts REMOTES_ELEMENT_ID), so the shell's boot reads
 * it without a request. Only a valid file is written: with an invalid one the shell fetches it
 * and reports the error as before.
 */
export function remotesFileTag(remotesFile: unknown): string[] {
  try {
    parseRemotesFile(remotesFile);
  } catch {
    return [];
  }
  return [remotesElement(JSON.stringify(remotesFile))];
}

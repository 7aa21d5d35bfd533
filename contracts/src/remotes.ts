// Zod-free on purpose: the shell validates remotes.json at boot, before any page, and zod
// would add ~25 KB gzip to every page (issue 2 budget). The backend checks the same file
// with the same function.

/** The remotes this product composes, and the path prefixes each owns in the shell's router. */
export const REMOTES = ['mfe_accounts', 'mfe_companies', 'mfe_matrices', 'mfe_plans'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Runtime remotes file served at /static/app/remotes.json: remote name → mf-manifest.json URL. */
export interface RemotesFile {
  remotes: { name: RemoteName; entry: string }[];
}

export const isRemoteName = (value: unknown): value is RemoteName => (REMOTES as readonly unknown[]).includes(value);

/**
 * Checks a parsed remotes.json and returns it typed; throws an Error naming the first
 * problem ("remotes[1].name: …") when the content does not have the format above.
 */
export function parseRemotesFile(value: unknown): RemotesFile {
  const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item);
  if (!isObject(value) || !Array.isArray(value.remotes)) throw new Error('remotes: expected an array');
  const remotes = value.remotes.map((item: unknown, index) => {
    if (!isObject(item)) throw new Error(`remotes[${index}]: expected an object`);
    if (!isRemoteName(item.name)) throw new Error(`remotes[${index}].name: expected one of ${REMOTES.join(', ')}`);
    if (typeof item.entry !== 'string' || item.entry.length === 0) throw new Error(`remotes[${index}].entry: expected a non-empty string`);
    return { name: item.name, entry: item.entry };
  });
  return { remotes };
}

/** Every remote exposes its route objects under this module name. */
export const ROUTES_EXPOSE = './routes';

import { z } from 'zod';

/** The remotes this product composes, and the path prefixes each owns in the shell's router. */
export const REMOTES = ['mfe_accounts', 'mfe_companies', 'mfe_matrices', 'mfe_plans'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Runtime remotes file served at /static/app/remotes.json: remote name → mf-manifest.json URL. */
export const remotesFileSchema = z.object({
  remotes: z.array(z.object({ name: z.enum(REMOTES), entry: z.string().min(1) })),
});
export type RemotesFile = z.infer<typeof remotesFileSchema>;

/** Every remote exposes its route objects under this module name. */
export const ROUTES_EXPOSE = './routes';

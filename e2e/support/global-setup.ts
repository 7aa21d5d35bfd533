import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './environment.js';

/** The suites test the production build: fail fast with a clear message when it is missing. */
export default function globalSetup(): void {
  const required = ['backend/dist/main.js', 'shell/dist/index.html', 'shell/dist/remotes.json'];
  for (const app of ['mfe-accounts', 'mfe-companies', 'mfe-matrices', 'mfe-plans']) required.push(`${app}/dist/mf-manifest.json`);
  const missing = required.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length > 0) throw new Error(`Production build missing (${missing.join(', ')}): run npm run build first.`);
}

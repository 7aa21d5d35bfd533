import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file's location (src/ in tests, dist/ in production)
 * rather than the working directory, so `node backend/dist/main.js` run from anywhere
 * resolves `data/…` and the frontend builds the same way.
 */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'backend') {
      return dirname(dir);
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('backend/package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot();

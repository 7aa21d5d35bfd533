// The contracts build's second step: tsc emits the UI kit's JavaScript, this copies its CSS
// Modules beside it (dist/ui/*.module.css), where the apps' bundlers and Vitest compile them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const entry of readdirSync(path.join(root, 'src'), { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(root, 'dist', path.relative(path.join(root, 'src'), from));
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
}

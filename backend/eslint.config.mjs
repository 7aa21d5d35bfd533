import { readdirSync } from 'node:fs';
import path from 'node:path';
import { lintConfig } from 'contracts/eslint';

const src = path.join(import.meta.dirname, 'src');
/** Infrastructure every module may use; it imports no module. */
const INFRASTRUCTURE = ['common', 'config', 'database'];
/** A module's files that other modules may import, besides its *.module, *.service, *.entity, *.guard and *.decorator files. */
const SHARED_FILES = {
  ambiental: ['ambiental-data.ts'],
  analyses: ['analysis-controller.ts', 'chart-svg.ts', 'part-routes.ts', 'analysis-parts-access.ts', 'data-version.ts', 'history.ts', 'monthly-values.ts', 'row-versions.ts', 'size-quotas.ts', 'versioned-row.ts'],
  auth: ['auth-user.ts', 'session-cache.ts', 'token.strategy.ts'],
  categories: ['category-parts.ts', 'category-views.ts'],
  companies: ['company-view.ts', 'row-lock.ts'],
  live: ['live-changes.ts'],
  users: ['password-hasher.ts'],
};
const PUBLIC_SUFFIX = /\.(module|service|entity|guard|decorator)\.ts$/;

const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const modules = folders.filter((name) => !INFRASTRUCTURE.includes(name));
const infrastructureFiles = ['src/common', 'src/config', 'src/database/*.ts'];

const zones = [
  {
    target: infrastructureFiles,
    from: modules.map((name) => `src/${name}`),
    message: 'common, config and database serve the modules and import none of them.',
  },
  {
    // A migration is frozen: it holds its own SQL and constants (test/migrations.test.ts reads the imports too).
    target: 'src/database/migrations',
    from: 'src',
    except: ['./database/migrations'],
    message: 'A migration imports nothing from src: today\'s code must not change an old migration.',
  },
  ...modules.map((name) => ({
    target: [...folders.filter((other) => other !== name && other !== 'database').map((other) => `src/${other}`), 'src/database/*.ts'],
    from: `src/${name}`,
    except: [
      ...readdirSync(path.join(src, name)).filter((file) => PUBLIC_SUFFIX.test(file)),
      ...(SHARED_FILES[name] ?? []),
    ].map((file) => `./${file}`),
    message: `Another module reaches ${name} only through its module, services, entities, guards, decorators and the files SHARED_FILES lists (backend/eslint.config.mjs).`,
  })),
];

export default lintConfig({ root: import.meta.dirname, zones });

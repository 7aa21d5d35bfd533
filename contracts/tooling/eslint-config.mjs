// The one ESLint configuration of the workspace. Each package's eslint.config.mjs is a single
// lintConfig(...) call that names its own layers; the rules live here so they cannot drift.
// Not type-aware on purpose: the whole workspace lints in seconds (typecheck is tsc's job).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WORKSPACE = path.resolve(import.meta.dirname, '../..');
/** The workspace's packages (pnpm-workspace.yaml); 'contracts' is the one every other may import. */
const PACKAGES = ['contracts', 'backend', 'shell', 'mfe-accounts', 'mfe-companies', 'mfe-matrices', 'mfe-plans', 'e2e'];

const TEST_FILES = ['**/*.test.{ts,tsx}'];

const subfolders = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];

/**
 * A package sees the others only through 'contracts' (its built dist/, its tooling/): a remote never
 * reaches into another remote's or the shell's source, and contracts imports no app.
 */
function packageZones(root) {
  const self = path.basename(root);
  const others = PACKAGES.filter((name) => name !== self && name !== 'contracts');
  const zones = [
    {
      target: root,
      from: others.map((name) => path.join(WORKSPACE, name)),
      message: 'A package imports another only through contracts (docs/ARCHITECTURE.md: remotes never import each other).',
    },
  ];
  if (self !== 'contracts') {
    zones.push({
      target: root,
      from: path.join(WORKSPACE, 'contracts'),
      except: ['./dist', './tooling', './package.json'],
      message: 'Import contracts by its package name (its built dist/), not its source.',
    });
  }
  return zones;
}

/**
 * A frontend's src/ flows texts → shared → features → app → entry (routes, bootstrap, dev):
 * shared knows no feature nor app, a feature never imports another feature nor app.
 * Tests are outside the layers (they may render the whole app); app code never imports test support.
 */
function frontendZones(root) {
  const src = path.join(root, 'src');
  const texts = ['./texts', './texts.ts'];
  const zone = (target, except, message) => ({ target: path.join(src, target), from: src, except, message });
  return [
    zone('texts', texts, 'Texts import no code.'),
    zone('texts.ts', texts, 'Texts import no code.'),
    zone('shared', [...texts, './shared'], 'shared imports no feature and no app (layers: shared → features → app).'),
    ...subfolders(path.join(src, 'features')).map((feature) =>
      zone(
        `features/${feature}`,
        [...texts, './shared', `./features/${feature}`],
        'A feature imports only shared code and itself: no other feature, no app (compose features in app/).',
      ),
    ),
    zone('app', [...texts, './shared', './features', './app'], 'app/ composes features; the entry files import app/, not the other way.'),
  ];
}

/**
 * One package's flat config.
 * @param {object} options
 * @param {string} options.root the package folder (import.meta.dirname)
 * @param {boolean} [options.react] lint React hooks
 * @param {boolean} [options.frontend] check the texts → shared → features → app layers of src/
 * @param {object[]} [options.zones] the package's own import-x/no-restricted-paths zones, for every file
 * @param {object[]} [options.layers] zones for src/ outside the tests (its layers)
 * @param {string[]} [options.ignores] more generated folders
 * @internal used by the packages' eslint.config.mjs, which knip's production mode leaves out.
 */
export function lintConfig({ root, react = false, frontend = false, zones = [], layers = [], ignores = [] }) {
  const layerZones = [...(frontend ? frontendZones(root) : []), ...layers];
  const restrictedPaths = (extra) => ['error', { basePath: root, zones: [...packageZones(root), ...extra] }];
  return defineConfig(
    { ignores: ['dist/**', 'coverage/**', 'test-results/**', 'playwright-report/**', ...ignores] },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,mjs,js}'],
      languageOptions: { globals: { ...globals.node, ...globals.browser }, parserOptions: { tsconfigRootDir: root } },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      plugins: { 'import-x': importX },
      settings: {
        // import-x's TypeScript preset (extensions, parsers) with the resolver of this package's tsconfig.
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver': undefined,
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true })],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': restrictedPaths(zones),
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      },
    },
    // A test or a benchmark reads JSON answers of any shape through its HTTP client.
    { files: [...TEST_FILES, 'test/**', 'bench/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
    // No module imports a test file, so none is on a cycle: walking the graph from each of them was
    // most of the lint's time.
    { files: TEST_FILES, rules: { 'import-x/no-cycle': 'off' } },
    // The layers bind the app's code; a test may render the whole app around the feature it tests.
    layerZones.length > 0
      ? {
          files: ['src/**/*.{ts,tsx}'],
          ignores: [...TEST_FILES, 'src/test/**', 'src/test-setup.ts'],
          rules: { 'import-x/no-restricted-paths': restrictedPaths([...layerZones, ...zones]) },
        }
      : [],
    react
      ? [
          {
            files: ['**/*.{ts,tsx}'],
            plugins: { 'react-hooks': reactHooks },
            // The two classic rules; the React Compiler rules of the plugin's preset are not adopted.
            rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
          },
          // contracts/testing's useFakeNetwork installs vitest hooks at a suite's top level: not a React hook.
          { files: TEST_FILES, rules: { 'react-hooks/rules-of-hooks': 'off' } },
        ]
      : [],
  );
}

// The shared facades (react-router-dom.mjs, reduxjs-toolkit.mjs) and the build-time check of
// what the apps import from them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFacadeImports, createMfConfig, facadeExports, PRECACHE_GLOB } from './rspack-config.mjs';

const requireFromContracts = createRequire(new URL('../package.json', import.meta.url));
const facadeNames = (file) => [...facadeExports(new URL(file, import.meta.url))];

describe('shared facades', () => {
  it.each([
    ['react-router-dom.mjs', 'react-router-dom'],
    ['reduxjs-toolkit.mjs', '@reduxjs/toolkit'],
  ])('%s re-exports only names the real %s exports', async (file, pkg) => {
    const real = await import(pkg);
    const names = facadeNames(file);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !(name in real))).toEqual([]);
  });
});

describe('checkFacadeImports', () => {
  let dir;
  const write = (name, text) => writeFileSync(path.join(dir, name), text);
  const check = () => checkFacadeImports([dir], requireFromContracts);
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts named imports the facades export, type-only imports and test files', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'facades-'));
    write('a.tsx', "import { Link, useNavigate, type RouteObject } from 'react-router-dom';\nimport { createSlice } from '@reduxjs/toolkit';\n");
    write('b.ts', "import type { Location } from 'react-router-dom';\n");
    write('c.test.tsx', "import { MemoryRouter } from 'react-router-dom';\n");
    expect(check).not.toThrow();
  });

  it('fails naming the file and the value a facade lacks', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'facades-'));
    write('page.tsx', "import {\n  Link,\n  unstable_usePrompt as usePrompt,\n} from 'react-router-dom';\nimport { createEntityAdapter } from '@reduxjs/toolkit';\n");
    expect(check).toThrow(/page\.tsx: 'unstable_usePrompt' from 'react-router-dom'/);
    expect(check).toThrow(/page\.tsx: 'createEntityAdapter' from '@reduxjs\/toolkit'/);
  });

  it('fails on namespace and default imports of a facaded package', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'facades-'));
    write('ns.ts', "import * as Router from 'react-router-dom';\n");
    expect(check).toThrow(/use named imports from 'react-router-dom'/);
  });
});

describe('ECharts, one copy the shell provides (contracts/chart)', () => {
  const appRoot = (folder) => fileURLToPath(new URL(`../../${folder}`, import.meta.url));
  const build = (name, folder, mode) => {
    const config = [createMfConfig({ root: appRoot(folder), name, exposes: { './routes': './src/routes.ts' } })(undefined, { mode })].flat()[0];
    return { shared: config.plugins[0]._options.shared['contracts/chart'], groups: config.optimization.splitChunks.cacheGroups };
  };

  it('the shell provides it from its file, in a chunk of its own outside the boot vendor chunk and the precache', () => {
    const { shared, groups } = build('shell', 'shell', 'production');
    expect(shared).toMatchObject({ singleton: true, import: requireFromContracts.resolve('contracts/chart') });
    expect(groups.echarts).toMatchObject({ name: 'echarts', chunks: 'async', enforce: true });
    expect(groups.echarts.priority).toBeGreaterThan(groups.vendor.priority);
    const module = (resource) => ({ resource });
    expect(groups.echarts.test(module('/x/node_modules/.pnpm/echarts@6.1.0/node_modules/echarts/lib/core/echarts.js'))).toBe(true);
    expect(groups.echarts.test(module('/x/node_modules/.pnpm/zrender@6.0.0/node_modules/zrender/lib/zrender.js'))).toBe(true);
    expect(groups.echarts.test(module('/x/contracts/dist/chart/index.js'))).toBe(true);
    expect(groups.echarts.test(module('/x/node_modules/react/index.js'))).toBe(false);
    expect(groups.echarts.test(module('/x/contracts/dist/client/index.js'))).toBe(false);
    expect(PRECACHE_GLOB.globIgnores).toContain('echarts.*');
  });

  it("a remote's production build takes the shell's (no copy); its dev build, running alone, keeps its own", () => {
    expect(build('mfe_companies', 'mfe-companies', 'production').shared).toMatchObject({ singleton: true, import: false });
    expect(build('mfe_matrices', 'mfe-matrices', 'production').shared).toMatchObject({ singleton: true, import: false });
    expect(build('mfe_matrices', 'mfe-matrices', 'development').shared.import).toBeUndefined();
  });
});

describe("React Router's build", () => {
  const config = (mode) => [createMfConfig({ root: fileURLToPath(new URL('../../shell', import.meta.url)), name: 'shell' })(undefined, { mode })].flat()[0];

  it('is its production build in production, the package default (development) in dev', async () => {
    const alias = config('production').resolve.alias;
    expect(Object.keys(alias).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(alias)) {
      expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/);
      // The twin differs in its warnings only: the same exports.
      const development = file.replace(/([\\/])production([\\/])/, '$1development$2');
      expect(Object.keys(await import(file)).sort()).toEqual(Object.keys(await import(development)).sort());
    }
    expect(config('development').resolve.alias).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's glob import, which vitest resolves when it loads this file. */
    glob<T>(patterns: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
  }
}

/** Every source file of the shell (tests and test support aside), as text, keyed './app/router.tsx'. */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**', '!./test-setup.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The layer of a file: 'texts', 'shared', 'features/<name>', 'app' or 'entry' (index, bootstrap). */
function layerOf(file: string): string {
  const path = file.replace(/^\.\//, '').replace(/\.tsx?$/, '');
  const [top, name] = path.split('/');
  if (path === 'texts') return 'texts';
  if (top === 'features') return `features/${name}`;
  return top === 'shared' || top === 'app' ? top : 'entry';
}

/** The files a source imports relatively, as './x/y' paths without extension. */
function localImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const parts = file.split('/').slice(0, -1);
    for (const segment of specifier.split('/')) {
      if (segment === '..') parts.pop();
      else if (segment !== '.') parts.push(segment);
    }
    return parts.join('/');
  });
}

// Code flows texts → shared → features → app → entry (issue 8): a feature never reaches into
// the app that composes it nor into another feature, and shared code knows neither.
const mayImport = (from: string, to: string) =>
  from === to ||
  to === 'texts' ||
  (to === 'shared' && from !== 'texts') ||
  (to.startsWith('features/') && (from === 'app' || from === 'entry')) ||
  (to === 'app' && from === 'entry');

describe('shell layers', () => {
  it('finds the sources', () => {
    expect(Object.keys(sources)).toContain('./features/session/components/RouteAccessGate.tsx');
    expect(Object.keys(sources)).toContain('./shared/components/PageLoading.tsx');
  });

  it('imports only along texts → shared → features → app → entry', () => {
    const wrong = Object.entries(sources).flatMap(([file, text]) =>
      localImports(file, text)
        .filter((target) => !mayImport(layerOf(file), layerOf(target)))
        .map((target) => `${file} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const folder = resolve(dirname(fileURLToPath(import.meta.url)), '../src/database/migrations');
const files = readdirSync(folder).filter((file) => file.endsWith('.ts'));

/**
 * Frozen migrations: a migration that ran on a production database must build the same
 * schema forever, so it holds its own SQL and constants. It may import `typeorm`, Node's
 * own modules (`node:crypto`) and files of its folder, never today's code from `src`,
 * whose change would silently change an old migration.
 */
describe('migrations', () => {
  it('are read from the folder', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s imports nothing outside its folder but typeorm', (file) => {
    // preProcessFile lists static imports, re-exports, dynamic import() and require().
    const imports = ts.preProcessFile(readFileSync(join(folder, file), 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);
    const outside = imports.filter((specifier) => {
      if (specifier === 'typeorm' || specifier.startsWith('node:')) return false;
      if (!specifier.startsWith('.')) return true;
      const target = relative(folder, resolve(folder, specifier));
      return target.startsWith('..') || target.includes('/');
    });
    expect(outside).toEqual([]);
  });
});

// The repository's docs cite only what the repository holds: every path a Markdown file names
// (a link, or a repository path in backticks) exists, and no file cites the specification
// documents that live outside the repository. Run by `npm test` with contracts' unit tests.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The tracked files (paths relative to the root, with `/`) and every folder that holds one. */
function trackedTree(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  const folders = new Set(['']);
  for (const file of files) {
    for (let i = file.indexOf('/'); i !== -1; i = file.indexOf('/', i + 1)) folders.add(file.slice(0, i));
  }
  const packages = files.filter((file) => /^[^/]+\/package\.json$/.test(file)).map((file) => path.posix.dirname(file));
  return { files: new Set(files), folders, packages, basenames: new Set(files.map((file) => path.posix.basename(file))) };
}

// Built into a package by its build (never tracked): a cited build output counts when its package exists.
const BUILD_OUTPUT = /(^|\/)dist(\/|$)/;
// What names a file: a tracked file's extension.
const FILE_NAME = /\.(ts|tsx|mjs|js|json|jsonc|md|sh|yaml|css|html|sql)$/;
// A bare name with one of these is a source file of ours; a bare `remotes.json` or `sw.js` is what a build or a deployment holds.
const SOURCE_NAME = /\.(ts|tsx|mjs|jsonc|md|sh|yaml|css)$/;
// `STATIC_DIR/app/remotes.json`: a path inside a folder an environment variable names.
const UNDER_VARIABLE = /^[A-Z][A-Z0-9_]+\//;
// Tokens in backticks that are not repository paths: commands, URLs and API paths, templates, globs, env values.
const NOT_A_PATH = /[\s<>{}*$|=,;()'"`…?]|^[@/~-]|^[a-z]+:|^\.\.\.|\.\.\./;

/** Specifiers a package publishes (`contracts/client`), which read like paths but are entry points. */
function packageEntries(tree) {
  const entries = new Set();
  for (const file of tree.files) {
    if (!/^[^/]+\/package\.json$/.test(file)) continue;
    const pkg = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
    for (const key of Object.keys(pkg.exports ?? {})) if (key.startsWith('./')) entries.add(`${pkg.name}/${key.slice(2)}`);
  }
  return entries;
}

/** The repository paths a Markdown text cites: link targets and backticked paths (code blocks aside). */
function citedPaths(markdown) {
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const links = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^([a-z]+:|#)/i.test(target))
    .map((target) => ({ kind: 'link', target: decodeURI(target.replace(/#.*$/, '')) }));
  const code = [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1].replace(/:\d+(-\d+)?$/, '').replace(/#.*$/, ''))
    .filter((token) => token.length > 0 && !NOT_A_PATH.test(token) && (token.includes('/') || FILE_NAME.test(token)))
    .map((target) => ({ kind: 'code', target }));
  return [...links, ...code];
}

/** Why a citation in `doc` does not hold, or null when it does. */
function problem(doc, { kind, target }, tree, entries) {
  const docFolder = path.posix.dirname(doc);
  const exists = (candidate) => tree.files.has(candidate) || tree.folders.has(candidate.replace(/\/$/, ''));
  if (kind === 'link') {
    const resolved = path.posix.normalize(path.posix.join(docFolder, target)).replace(/\/$/, '');
    if (resolved === '..' || resolved.startsWith('../')) return `links outside the repository: ${target}`;
    return exists(resolved) || resolved === '.' ? null : `links to a missing path: ${target}`;
  }
  if (UNDER_VARIABLE.test(target)) return null;
  // A package's own docs may cite its files from the package or from its src/.
  // A path may be written from the doc's folder, the repository's root, or a package's root or src/
  // ("contracts `analyses/periods.ts`").
  const bases = [...new Set([docFolder === '.' ? '' : docFolder, '', ...tree.packages.flatMap((pkg) => [pkg, `${pkg}/src`])])];
  const candidates = bases.map((base) => path.posix.normalize(path.posix.join(base, target)));
  if (candidates.some(exists) || entries.has(target)) return null;
  const built = BUILD_OUTPUT.exec(target);
  if (built) {
    const owner = target.slice(0, built.index);
    return owner === '' || bases.some((base) => exists(path.posix.join(base, owner))) ? null : `cites a build output of a missing folder: ${target}`;
  }
  if (!target.includes('/')) return !SOURCE_NAME.test(target) || tree.basenames.has(target) ? null : `cites a file that does not exist: ${target}`;
  // A token whose first folder is not the repository's (`echarts/core`, `application/json`) is no path of ours.
  const first = target.replace(/^\.\//, '').split('/')[0];
  const claimsRepository = target.startsWith('./') || FILE_NAME.test(target) || bases.some((base) => exists(path.posix.join(base, first)));
  return claimsRepository ? `cites a missing path: ${target}` : null;
}

// Built from parts so this file does not cite them itself.
const OUTSIDE = [
  new RegExp(['seed', '-[a-z]'].join(''), 'i'),
  new RegExp(['MATRICES', '\\.md'].join('')),
  new RegExp(['shared', '/spec'].join('')),
  new RegExp(['DECISIONS', '(\\.md)? §'].join('')),
];
const TEXT_FILE = /\.(md|ts|tsx|mjs|cjs|js|json|jsonc|sh|yaml|yml|css|html)$|(^|\/)run$/;

describe('docs cite only what the repository holds', () => {
  const tree = trackedTree(ROOT);
  const entries = packageEntries(tree);
  const docs = [...tree.files].filter((file) => file.endsWith('.md'));

  it('finds the tracked docs', () => {
    expect(docs).toContain('README.md');
  });

  it('every path a doc cites exists', () => {
    const missing = docs.flatMap((doc) =>
      citedPaths(readFileSync(path.join(ROOT, doc), 'utf8'))
        .map((citation) => problem(doc, citation, tree, entries))
        .filter(Boolean)
        .map((reason) => `${doc} ${reason}`),
    );
    expect(missing).toEqual([]);
  });

  it('no file cites the specification documents outside the repository', () => {
    const citing = [...tree.files]
      .filter((file) => TEXT_FILE.test(file) && file !== 'pnpm-lock.yaml')
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (OUTSIDE.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(citing).toEqual([]);
  });

  it('tells a missing path, a path outside the repository and a spec citation apart from real ones', () => {
    const doc = 'backend/README.md';
    const check = (markdown) =>
      citedPaths(markdown)
        .map((citation) => problem(doc, citation, tree, entries))
        .filter(Boolean);
    expect(check('See `src/main.ts`, `backend/src/main.ts`, `contracts/client`, `shell/dist/sw.js`, [the docs](../docs/domain/README.md).')).toEqual([]);
    expect(check('In a package: contracts `analyses/periods.ts`, the shell `features/remotes/remote-error-plugin.ts`.')).toEqual([]);
    expect(check('Not paths: `npm run bench`, `/api/general/login`, `echarts/core`, `application/json`, `src/texts/<area>.ts`.')).toEqual([]);
    expect(check('Gone: `mcp/mcp.service.ts` and `src/nowhere/file.ts`.')).toEqual([
      'cites a missing path: mcp/mcp.service.ts',
      'cites a missing path: src/nowhere/file.ts',
    ]);
    const outside = ['..', '..', 'shared', 'spec', 'x.md'].join('/');
    expect(check(`[spec](${outside}) and \`no-such-file.ts\``)).toEqual([
      `links outside the repository: ${outside}`,
      'cites a file that does not exist: no-such-file.ts',
    ]);
    expect(OUTSIDE.some((pattern) => pattern.test(['see ', 'MATRICES', '.md'].join('')))).toBe(true);
  });
});

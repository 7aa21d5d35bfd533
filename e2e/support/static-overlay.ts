import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName, RemotesFile } from 'contracts';
import { E2E_DIR, REPO_ROOT, STATIC_DIR } from './environment.js';

/** A remote's release as `npm run release` reported it. */
export interface Released {
  id: string;
  /** The URL folder its files are served from, e.g. /static/mfe-accounts/1.0.0-0123456789ab/ */
  folder: string;
}

/** The operator's CLI (backend/dist/cli.js) on the overlay of the server under test. */
function cli(args: string[]): string {
  return execFileSync(process.execPath, [join(REPO_ROOT, 'backend/dist/cli.js'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, STATIC_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Another team's next version of a remote: a copy of its package (sources, package.json, build
 * configuration; node_modules linked) with package.json's version set to `version` and one text
 * replaced. Released with `overlay.release(remote, source)`, it is a real build of different code.
 */
export function nextVersionSource(remote: string, version: string, text: { file: string; from: string; to: string }): string {
  const source = join(E2E_DIR, 'sources', `${remote}-${version}`);
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  for (const entry of ['src', 'package.json', 'rspack.config.mjs', 'tsconfig.json']) cpSync(join(REPO_ROOT, remote, entry), join(source, entry), { recursive: true });
  symlinkSync(join(REPO_ROOT, remote, 'node_modules'), join(source, 'node_modules'));
  const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(source, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  const file = join(source, text.file);
  const content = readFileSync(file, 'utf8');
  if (!content.includes(text.from)) throw new Error(`${text.file} of ${remote} has no "${text.from}"`);
  writeFileSync(file, content.replace(text.from, text.to));
  return source;
}

/**
 * The operator's STATIC_DIR overlay of the server under test: what a deploy changes without
 * rebuilding the shell (STATIC_DIR/app/remotes.json, STATIC_DIR/<folder>/ for a remote).
 */
export class StaticOverlay {
  /** The remotes.json the shell build emitted. */
  builtRemotesFile(): RemotesFile {
    return JSON.parse(readFileSync(join(REPO_ROOT, 'shell/dist/remotes.json'), 'utf8')) as RemotesFile;
  }

  /** Serves a remotes.json equal to the built one except for the given entries. */
  pointRemotes(entries: Partial<Record<RemoteName, string>>): void {
    const file = this.builtRemotesFile();
    for (const [name, entry] of Object.entries(entries)) {
      const remote = file.remotes.find((item) => item.name === name);
      if (!remote) throw new Error(`${name} is not in shell/dist/remotes.json`);
      remote.entry = entry;
    }
    mkdirSync(join(STATIC_DIR, 'app'), { recursive: true });
    writeFileSync(join(STATIC_DIR, 'app', 'remotes.json'), `${JSON.stringify(file, null, 2)}\n`);
  }

  /** Deploys a copy of a remote's production build under /static/<folder>/. */
  deployRemoteCopy(packageFolder: string, folder: string): void {
    cpSync(join(REPO_ROOT, packageFolder, 'dist'), join(STATIC_DIR, folder), { recursive: true });
  }

  /** Serves `content` at /static/<folder>/<name>. */
  writeFile(folder: string, name: string, content: string): void {
    mkdirSync(join(STATIC_DIR, folder), { recursive: true });
    writeFileSync(join(STATIC_DIR, folder, name), content);
  }

  /** `npm run release -- <remote>`: from the repository's package, or from `source` (nextVersionSource). */
  release(remote: string, source?: string): Released {
    const output = cli(['release', remote, ...(source ? ['--source', source] : [])]);
    const match = /release (\S+) .* served at (\/static\/\S+\/)mf-manifest\.json/.exec(output);
    if (!match) throw new Error(`unexpected release output: ${output}`);
    return { id: match[1]!, folder: match[2]! };
  }

  /** `npm run rollback -- <remote>`. */
  rollback(remote: string): void {
    cli(['rollback', remote]);
  }

  /** Removes what is served below a URL folder (/static/<folder>/…/). */
  removeFolder(urlFolder: string): void {
    rmSync(join(STATIC_DIR, urlFolder.replace(/^\/static\//, '')), { recursive: true, force: true });
  }

  /** Back to the built apps only. */
  restore(): void {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    mkdirSync(STATIC_DIR, { recursive: true });
  }
}

import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName, RemotesFile } from 'contracts';
import { REPO_ROOT, STATIC_DIR } from './environment.js';

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

  /** Back to the built apps only. */
  restore(): void {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    mkdirSync(STATIC_DIR, { recursive: true });
  }
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A throwaway directory, removed by the returned function. */
export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [relative, content] of Object.entries(files)) {
    const file = join(root, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export const SHELL_INDEX = '<!doctype html><title>shell</title><div id="root"></div>';

export const DEFAULT_REMOTES = {
  remotes: [{ name: 'mfe_accounts', entry: '/static/mfe-accounts/mf-manifest.json' }],
};

/**
 * A repository root with fake frontend builds (shell/dist and the remotes' dist), so static serving is
 * tested without building the real frontends.
 */
export function frontendFixture(root: string): void {
  writeFiles(root, {
    'shell/dist/index.html': SHELL_INDEX,
    'shell/dist/remotes.json': JSON.stringify(DEFAULT_REMOTES),
    'shell/dist/main.1a2b3c4d.js': 'console.log("shell");',
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'mfe-accounts/dist/mf-manifest.json': '{"id":"mfe_accounts"}',
    'mfe-accounts/dist/remoteEntry.js': 'var mfe_accounts;',
    'mfe-accounts/dist/static/js/async/login.9f8e7d6c.js': 'export const login = 1;',
    'mfe-plans/dist/mf-manifest.json': '{"id":"mfe_plans"}',
  });
}

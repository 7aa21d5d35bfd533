import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a DevTools port for Lighthouse (it opens its own tab). */
export async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
  return {
    port,
    stop: async () => {
      child.kill();
      await exited;
      // Chromium's helpers may still be writing the profile as it exits: a folder left in /tmp
      // must not cost the bench its figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`bench: could not remove ${profile}: ${String(error)}`);
      }
    },
  };
}

/** The scored audits of a Lighthouse report below 0.9: what costs the page points. */
export const auditsBelow90 = (lhr: { audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }> }): string[] =>
  Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { E2E_BASE_URL } from '../support/environment.js';
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_PATHS } from './budgets.js';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a DevTools port for Lighthouse (it opens its own tab). */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
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
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's desktop preset on the guest pages (issue 13): performance and SEO scores and the
 * Largest Contentful Paint, against LIGHTHOUSE_BUDGETS; the audits that cost points are listed.
 */
test('Lighthouse desktop: performance, LCP and SEO of the guest pages', async () => {
  const chromium = await startChromium();
  const failures: string[] = [];
  try {
    for (const path of LIGHTHOUSE_PATHS) {
      const result = await lighthouse(
        `${E2E_BASE_URL}${path}`,
        { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] },
        desktopConfig,
      );
      const lhr = result!.lhr;
      const performance = Math.round((lhr.categories.performance!.score ?? 0) * 100);
      const seo = Math.round((lhr.categories.seo!.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint']!.numericValue ?? Infinity;
      const missed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      const ok = performance >= LIGHTHOUSE_BUDGETS.performance && lcp < LIGHTHOUSE_BUDGETS.lcpMs && seo >= LIGHTHOUSE_BUDGETS.seo;
      console.log(
        `Lighthouse desktop ${path}: performance ${performance}, LCP ${(lcp / 1000).toFixed(2)} s, SEO ${seo} (budgets ≥ ${LIGHTHOUSE_BUDGETS.performance}, ` +
          `< ${LIGHTHOUSE_BUDGETS.lcpMs / 1000} s, ≥ ${LIGHTHOUSE_BUDGETS.seo}; load average ${loadavg()[0].toFixed(1)}): ${ok ? 'ok' : 'OVER'}` +
          (missed.length ? `\n  audits below 0.9: ${missed.join(', ')}` : ''),
      );
      if (!ok) failures.push(path);
    }
  } finally {
    await chromium.stop();
  }
  expect(failures, 'pages over a Lighthouse budget').toEqual([]);
});

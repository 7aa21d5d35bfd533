import { loadavg } from 'node:os';
import { expect, test } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { E2E_BASE_URL } from '../support/environment.js';
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_PATHS } from './budgets.js';
import { auditsBelow90, startChromium } from './chromium.js';

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
      const missed = auditsBelow90(lhr);
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

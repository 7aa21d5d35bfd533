import { expect, test } from '@playwright/test';
import { openPage } from '../support/app.js';

// The production build's text assets are precompressed (brotli and gzip) and sent as the
// browser accepts; the page says what it is to search engines, and /robots.txt is real.
test('the page, its scripts, the remotes file and the manifests arrive brotli-compressed; robots.txt and the description are real', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (/\.(js|json)$/.test(url.pathname) || url.pathname === '/login') encodings.set(url.pathname, (await response.allHeaders())['content-encoding']);
  });
  await openPage(page, '/login');

  expect(encodings.get('/login')).toBe('br');
  const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(([, encoding]) => encoding !== 'br')).toEqual([]);
  // remotes.json is written into the page; fetched (a page served as a file, a retry), it is compressed too.
  const remotes = await page.request.get('/static/app/remotes.json', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(remotes.headers()['content-encoding']).toBe('br');
  expect(encodings.get('/static/mfe-accounts/mf-manifest.json')).toBe('br');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Análises estratégicas/);
  const robots = await page.request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('Disallow: /api/');
});

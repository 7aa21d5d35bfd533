import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The features Playwright turns off in the Chromium it launches, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const fromTest = createRequire(createRequire(import.meta.url).resolve('@playwright/test/package.json'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright/package.json'));
  const core = dirname(fromPlaywright.resolve('playwright-core/package.json'));
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(readFileSync(join(core, 'lib/coreBundle.js'), 'utf8'))?.[1];
  const features = [...(list ?? '').matchAll(/"(\w+)"/g)].map((match) => match[1]);
  if (features.length === 0) throw new Error(`e2e: Playwright's list of disabled Chromium features was not found in ${core}`);
  return features;
}

/**
 * Headless Chromium as the suites launch it. Without a window to show it in, each browser
 * context still started the address bar's popup page (a WebUI renderer of its own, about 2 s of
 * CPU a context, a sixth of the browser's CPU in the e2e run): these features turn it off.
 * Chromium keeps only the last --disable-features, so the list repeats Playwright's own.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  `--disable-features=${[
    ...playwrightDisabledFeatures(),
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
    'PreloadTopChromeWebUI',
  ].join(',')}`,
];

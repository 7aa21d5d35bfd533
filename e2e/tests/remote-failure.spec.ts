import { createServer } from 'node:net';
import { expectLoadErrorWhileOthersWork, expectRemotePage, PATHS } from '../support/app.js';
import { ALONE, expect, test } from '../support/fixtures.js';
import type { StaticOverlay } from '../support/static-overlay.js';

/** A localhost port nobody listens on: a server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const UNREACHABLE: Record<string, (overlay: StaticOverlay) => Promise<string>> = {
  'answers 404': async () => '/static/mfe-matrices-not-deployed/mf-manifest.json',
  'is down': async () => `http://127.0.0.1:${await closedPort()}/mf-manifest.json`,
  // A half-finished upload: the manifest is there but is not a manifest.
  'serves a broken manifest': async (overlay) => {
    overlay.writeFile('mfe-matrices-broken', 'mf-manifest.json', '{"id": "mfe_matrices", "metaData": ');
    return '/static/mfe-matrices-broken/mf-manifest.json';
  },
};

for (const [failure, entry] of Object.entries(UNREACHABLE)) {
  test(`a remote whose server ${failure} shows the error with retry while the other remotes work`, { tag: ALONE }, async ({ page, overlay }) => {
    overlay.pointRemotes({ mfe_matrices: await entry(overlay) });

    // The rest of the app keeps working: another remote's page, then back to the broken one.
    await expectLoadErrorWhileOthersWork(page, PATHS.uilab, PATHS.accountsPage);

    // The operator restores remotes.json: "Tentar novamente" loads the remote, no reload.
    overlay.restore();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectRemotePage(page);
    await expect(page.getByTestId('matrix-menu')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
}

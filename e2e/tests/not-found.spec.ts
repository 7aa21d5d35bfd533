import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from 'contracts';
import { expectShellLayout } from '../support/app.js';

async function expectNotFoundPage(page: Page) {
  await expectShellLayout(page);
  const notFound = page.getByTestId('not-found-page');
  await expect(notFound.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(notFound).toContainText(MESSAGES.notFoundPage);
  await expect(notFound.getByRole('link')).toHaveAttribute('href', '/');
}

// A path no remote owns, and one below a remote's prefix that its routes do not match.
for (const path of ['/caminho/que/nao/existe', '/uilab/pagina-inexistente']) {
  test(`an unknown path (${path}) shows the 404 page, also after a reload`, async ({ page }) => {
    const response = await page.goto(path);
    // The server answers every client route with the shell: the 404 is the client's page.
    expect(response?.status()).toBe(200);
    await expectNotFoundPage(page);

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectNotFoundPage(page);
  });
}

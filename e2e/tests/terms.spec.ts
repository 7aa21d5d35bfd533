import { expect, test } from '@playwright/test';

test('the registration links the terms of use in a new tab; the form keeps what was typed', async ({ page, context }) => {
  await page.goto('/registro');
  await page.getByPlaceholder('nome...').fill('Tereza Termos');
  const checkbox = page.getByRole('checkbox', { name: 'Li e concordo com os termos de uso.', exact: true });
  await expect(checkbox).not.toBeChecked();

  const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'termos de uso' }).click()]);
  await expect(terms).toHaveURL(/\/termos$/);
  // Open to a guest, inside the layout, titled.
  await expect(terms.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await expect(terms.getByRole('heading', { name: '3. Dados pessoais e LGPD' })).toBeVisible();
  await expect(terms.getByRole('link', { name: 'suporte@estrategia.app.br' })).toHaveAttribute('href', 'mailto:suporte@estrategia.app.br');
  await expect(terms).toHaveTitle('Termos de uso');

  await expect(page.getByPlaceholder('nome...')).toHaveValue('Tereza Termos');
  await expect(checkbox).not.toBeChecked();
});

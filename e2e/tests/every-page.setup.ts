import { writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { analysesWithData, analysisEditorPages, longName } from '../support/analyses-with-data.js';
import { EVERY_PAGE_OWNER_FILE } from '../support/environment.js';
import type { EveryPageOwner } from '../support/every-page.js';
import { logIn, register, signIn, uniqueStamp } from '../support/people.js';

// Once per run, for every-page.spec.ts's tests (which share it across the workers): an owner
// signed in, with a trial company and one analysis of each kind, filled; the company and one of
// each kind of name 60 characters long (the longest a user is expected to write).
setup('an owner signed in, with a company and an analysis of each kind with data', async ({ browser, playwright }) => {
  const stamp = uniqueStamp();
  const owner = { name: 'Paula Telefone', email: `paula.${stamp}@exemplo.com`, password: 'paula12345' };
  const page = await (await browser.newContext()).newPage();
  await register(page, owner);
  await logIn(page, owner);
  await page.goto('/novaEmpresa');
  await page.getByPlaceholder('nome fantasia...').fill(longName(`Telefone ${stamp}`));
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/empresa\/\d+$/);
  const companyId = Number(/\/empresa\/(\d+)$/.exec(page.url())![1]);
  // The company page showed the trial's demo popup: the saved state says so, as for a user who saw it.
  const session = await page.context().storageState();
  await page.context().close();
  const request = await playwright.request.newContext();
  const editorPages = analysisEditorPages(companyId, await analysesWithData(request, await signIn(request, owner), companyId));
  await request.dispose();
  const saved: EveryPageOwner = { owner, companyId, editorPages, session };
  writeFileSync(EVERY_PAGE_OWNER_FILE, JSON.stringify(saved));
});

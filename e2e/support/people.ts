import { expect, type Browser, type Page } from '@playwright/test';
import { waitForLink } from './outbox.js';

/** Someone the suites sign up: the registration form's fields. */
export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Registers through the form and confirms the e-mail with the outbox's link. */
export async function register(page: Page, person: Person): Promise<void> {
  await page.goto('/registro');
  await page.getByPlaceholder('nome...').fill(person.name);
  await page.getByPlaceholder('e-mail...').fill(person.email);
  await page.getByPlaceholder('senha...', { exact: true }).fill(person.password);
  await page.getByPlaceholder('repita a senha...').fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByText('Conta criada com sucesso', { exact: true })).toBeVisible();
  await page.goto(await waitForLink(person.email, '/confirmacaoDeEmail/'));
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
}

/** Signs in through the login page and waits for the header's user. */
export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('e-mail...').fill(person.email);
  await page.getByPlaceholder('senha...').fill(person.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
}

/** A page of its own browser context (its own session). */
export const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/**
 * Marks the page's window, so `notReloaded()` tells later whether the same document is still
 * there (a full reload, or a navigation by the browser, loses the mark).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  return () => page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument === true);
}

/** The notification the shell shows (success, error…) with this text. */
export const notification = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text });

/** Creates a company on /novaEmpresa as the signed-in user; answers its id (the page opens it). */
export async function createCompany(page: Page, fantasyName: string): Promise<number> {
  await page.goto('/novaEmpresa');
  await page.getByPlaceholder('nome fantasia...').fill(fantasyName);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/empresa\/\d+$/);
  return Number(/\/empresa\/(\d+)$/.exec(page.url())![1]);
}

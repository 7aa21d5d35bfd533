import { type Browser, expect, type Page } from '@playwright/test';
import { waitForLink } from './outbox.js';

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Registers through the page and confirms the e-mail through the link in the outbox. */
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

export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('e-mail...').fill(person.email);
  await page.getByPlaceholder('senha...').fill(person.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
}

/** A page of its own browser context: its own storage, so its own session. */
export const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** Creates a company on /novaEmpresa as the signed-in user; answers its id (the page opens it). */
export async function createCompany(page: Page, fantasyName: string): Promise<number> {
  await page.goto('/novaEmpresa');
  await page.getByPlaceholder('nome fantasia...').fill(fantasyName);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/empresa\/\d+$/);
  return Number(/\/empresa\/(\d+)$/.exec(page.url())![1]);
}

import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Role } from 'contracts';
import { E2E_BASE_URL } from './environment.js';
import { waitForLink } from './outbox.js';

/**
 * A suffix for the e-mails and company names of one suite: two workers may load their files in
 * the same millisecond, the worker's index tells them apart.
 */
export const uniqueStamp = (): string => `${Date.now()}${process.env.TEST_PARALLEL_INDEX ?? ''}`;

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

// People and companies made through the API, for suites whose subject comes after them (each
// call goes through the real server, XSRF check and e-mails included).

const XSRF_COOKIE = 'XSRF-TOKEN';

/** The XSRF cookie's value, which an unsafe call echoes in its header (the server hands one out to a browser's fetch). */
export async function xsrfToken(request: APIRequestContext): Promise<string> {
  const find = async () => (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!(await find())) await request.get('/api/health', { headers: { 'Sec-Fetch-Mode': 'cors' } });
  const token = await find();
  if (!token) throw new Error('the server set no XSRF cookie');
  return token;
}

/** A call of the API: its envelope's `data`, or a failed test with the server's message. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': await xsrfToken(request) };
  if (token) headers.Authorization = `Token ${token}`;
  const response = await request.fetch(`${E2E_BASE_URL}${path}`, { method, headers, data: body });
  const envelope = (await response.json()) as { success: boolean; data?: T; message?: string; errors?: unknown };
  expect(envelope.success, `${method} ${path}: ${response.status()} ${envelope.message ?? ''} ${JSON.stringify(envelope.errors ?? {})}`).toBe(true);
  return envelope.data as T;
}

/** Registers, confirms the e-mail through the link it was sent, and signs in: the session token. */
export async function signedUpPerson(request: APIRequestContext, person: Person): Promise<string> {
  await apiCall(request, 'POST', '/api/auth/register', {
    name: person.name,
    email: person.email,
    password1: person.password,
    password2: person.password,
    terms: true,
  });
  const [email, token] = new URL(await waitForLink(person.email, '/confirmacaoDeEmail/')).pathname.split('/').slice(2).map(decodeURIComponent);
  await apiCall(request, 'POST', '/api/auth/confirmemail', { email, token });
  return signIn(request, person);
}

export async function signIn(request: APIRequestContext, person: Person): Promise<string> {
  return (await apiCall<{ token: string }>(request, 'POST', '/api/general/login', { email: person.email, password: person.password })).token;
}

/**
 * The session token of a person with a fixed e-mail (a system administrator the server names by
 * address): signed up by the first test against this server that needs them, only signed in by
 * the others and by a retry.
 */
export async function signedUpOnce(request: APIRequestContext, person: Person): Promise<string> {
  return signIn(request, person).catch(() => signedUpPerson(request, person));
}

/** A new company of the signed-in person (a 30-day demo, the person its owner): its id. */
export async function createdCompany(request: APIRequestContext, token: string, fantasyName: string): Promise<number> {
  const body = { fantasy_name: fantasyName, description: '', business_model: 1, sector: 1, revenue: 1, reach: 1 };
  return (await apiCall<{ id: number }>(request, 'POST', '/api/general/new_company', body, token)).id;
}

/** Adds a new account to the company as Funcionário (role 4), sets its password through the invitation link, signs it in. */
export const invitedEmployee = (request: APIRequestContext, ownerToken: string, companyId: number, person: Person): Promise<string> =>
  invitedCollaborator(request, ownerToken, companyId, person, Role.Employee);

/** Adds a new account to the company with a role (a Consultor edits analyses), sets its password through the invitation link, signs it in. */
export async function invitedCollaborator(request: APIRequestContext, ownerToken: string, companyId: number, person: Person, role: Role): Promise<string> {
  await apiCall(request, 'POST', '/api/general/update_collaborator', { email: person.email, name: person.name, role, companyId }, ownerToken);
  const [idencoded, token] = new URL(await waitForLink(person.email, '/redefinirSenha/')).pathname.split('/').slice(2);
  await apiCall(request, 'POST', '/api/auth/recoverPasswordForm', { idencoded, token, pass1: person.password, pass2: person.password });
  return signIn(request, person);
}

/** Signs in through the login page, as a person does (the header then shows the user). */

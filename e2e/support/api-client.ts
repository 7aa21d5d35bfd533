import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFAULT_CHOICE, type Role, TOKEN_STORAGE_KEY } from 'contracts';
import { waitForLink } from './outbox.js';

export interface Person {
  name: string;
  email: string;
  password: string;
}

/**
 * The backend's API called as the app calls it (the XSRF cookie echoed in its header, the
 * session token once signed in), for suites that need accounts and companies set up without
 * walking through their pages again. Every answer must be a success envelope.
 */
export class ApiClient {
  token: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  private async xsrfToken(): Promise<string> {
    const find = async () => (await this.request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    // Any answer to a browser's fetch (Sec-Fetch-Mode) hands the cookie out.
    if (!(await find())) await this.request.get('/api/health', { headers: { 'Sec-Fetch-Mode': 'cors' } });
    const token = await find();
    if (!token) throw new Error('the server handed out no XSRF-TOKEN cookie');
    return token;
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'X-XSRF-TOKEN': await this.xsrfToken() };
    if (this.token) headers.Authorization = `Token ${this.token}`;
    const response = await this.request.fetch(path, { method, headers, data: body });
    const envelope = (await response.json()) as { success: boolean; data: T };
    expect(envelope.success, `${method} ${path} answered ${response.status()} ${JSON.stringify(envelope)}`).toBe(true);
    return envelope.data;
  }

  /** Registers `person`, confirms the e-mail with the link the outbox received, and signs in. */
  async signUp(person: Person): Promise<void> {
    await this.call('POST', '/api/auth/register', {
      name: person.name,
      email: person.email,
      password1: person.password,
      password2: person.password,
      terms: true,
    });
    const link = new URL(await waitForLink(person.email, '/confirmacaoDeEmail/'));
    const [email, token] = link.pathname.split('/').slice(2).map(decodeURIComponent);
    await this.call('POST', '/api/auth/confirmemail', { email, token });
    this.token = (await this.call<{ token: string }>('POST', '/api/general/login', { email: person.email, password: person.password })).token;
  }

  /** A new company of the signed-in user (its owner); answers its id. */
  async createCompany(fantasyName: string): Promise<number> {
    const choice = DEFAULT_CHOICE;
    const company = await this.call<{ id: number }>('POST', '/api/general/new_company', {
      fantasy_name: fantasyName,
      description: '',
      business_model: choice,
      sector: choice,
      revenue: choice,
      reach: choice,
    });
    return company.id;
  }

  /** Gives an existing account `role` in a company the signed-in user manages. */
  async addCollaborator(companyId: number, email: string, role: Role): Promise<void> {
    await this.call('POST', '/api/general/update_collaborator', { companyId, email, role });
  }
}

/** A page already signed in as `client`'s user (the token stored, as the login page does), `width` px wide. */
export async function signedInPage(browser: Browser, client: ApiClient, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_STORAGE_KEY, client.token!] as const);
  return context.newPage();
}

import { randomUUID } from 'node:crypto';
import { type Company, companySchema, envelopeSchema, type Purchase, purchaseListSchema, renewedLockDate } from 'contracts';
import request from 'supertest';
import { expect } from 'vitest';
import { Company as CompanyEntity } from '../../src/companies/company.entity.js';
import { transaction } from '../../src/database/transaction.js';
import { signatureHeader } from '../../src/payment/providers/notification-signature.js';
import { randomClientIp, type SignedUpUser } from './users.js';
import type { TestApp } from './test-app.js';

/** Helpers of the payment suites: companies with members, purchases, notifications. */

export const headersOf = (user: SignedUpUser): Record<string, string> => ({ ...user.auth, 'X-Forwarded-For': randomClientIp() });

const NEW_COMPANY = { description: 'Empresa de teste de planos', business_model: 1, sector: 3, revenue: 2, reach: 4 };

/**
 * A company made through the API: a system administrator creates it, gives each member
 * their role and leaves (an owner of one company may not create a second trial).
 */
export async function companyWith(
  app: TestApp,
  sysadmin: SignedUpUser,
  members: Array<[SignedUpUser, 1 | 2 | 3 | 4]>,
  name = 'Empresa Planos',
): Promise<number> {
  const http = request(app.server);
  const created = await http.post('/api/general/new_company').set(headersOf(sysadmin)).send({ fantasy_name: name, ...NEW_COMPANY });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: number = created.body.data.id;
  for (const [user, role] of members) {
    const added = await request(app.server).post('/api/general/update_collaborator').set(headersOf(sysadmin)).send({ email: user.email, role, companyId: id });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  await request(app.server).post('/api/general/update_collaborator').set(headersOf(sysadmin)).send({ email: sysadmin.email, role: null, companyId: id }).expect(200);
  return id;
}

export async function companyInfo(app: TestApp, user: SignedUpUser, id: number): Promise<Company> {
  const res = await request(app.server).post('/api/general/get_company_basic_info').set(headersOf(user)).send({ id }).expect(200);
  return envelopeSchema(companySchema).parse(res.body).data!;
}

export async function purchasesOf(app: TestApp, user: SignedUpUser, companyId: number): Promise<Purchase[]> {
  const res = await request(app.server).get(`/api/payment/compras/${companyId}`).set(headersOf(user)).expect(200);
  return envelopeSchema(purchaseListSchema).parse(res.body).data!;
}

/** Buys a product; answers the checkout URL and its code (the purchase's `external_reference`). */
export async function buy(app: TestApp, user: SignedUpUser, companyId: number, productId: number): Promise<{ url: string; code: string }> {
  const res = await request(app.server).get(`/api/payment/${companyId}/buy/${productId}`).set(headersOf(user));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url: string = res.body.data.url;
  const [row] = await app.dataSource.query('SELECT checkout_code FROM purchases ORDER BY id DESC LIMIT 1');
  return { url, code: row.checkout_code };
}

/** Sets a company's stored facts directly: only time passing (or an operator) makes them so. */
export async function setCompanyFacts(app: TestApp, id: number, facts: { lockDate?: Date; blocked?: boolean }): Promise<void> {
  await transaction(app.dataSource, (manager) => manager.getRepository(CompanyEntity).update({ id }, facts));
}

/** The lock date an approval at "now" gives: the server's clock may have crossed midnight meanwhile. */
export function expectRenewedFrom(lockDate: string | null, months: number, before: Date, actual: string | null): void {
  const previous = lockDate === null ? null : new Date(lockDate);
  const candidates = [renewedLockDate(previous, months, before), renewedLockDate(previous, months, new Date())].map((d) => d.toISOString());
  expect(candidates).toContain(actual);
}

/** Everything a refused or ignored payment call must leave as it was. */
export async function paymentSnapshot(app: TestApp): Promise<string> {
  const ds = app.dataSource;
  const [companies, purchases, products] = await Promise.all([
    ds.query('SELECT id, plan, blocked, lock_date FROM companies ORDER BY id'),
    ds.query('SELECT id, company_id, status, status_at, provider_payment_id, approved_at FROM purchases ORDER BY id'),
    ds.query('SELECT * FROM products ORDER BY id'),
  ]);
  return JSON.stringify({ companies, purchases, products });
}

export interface SignedNotification {
  dataId: string;
  secret: string;
  requestId?: string;
  /** Seconds since the epoch; now by default. */
  ts?: number;
  /** Sign this id but send `sentId` in the query (a tampered notification). */
  sentId?: string;
  type?: string;
}

/** POSTs a notification signed with Mercado Pago's scheme, as a provider's server does (no cookie, no XSRF). */
export function postNotification(app: TestApp, provider: string, n: SignedNotification, signature?: string): request.Test {
  const requestId = n.requestId ?? randomUUID();
  const ts = n.ts ?? Math.floor(Date.now() / 1000);
  const sentId = n.sentId ?? n.dataId;
  const type = n.type ?? 'payment';
  return request(app.server)
    .post(`/api/payment/webhook/${provider}?data.id=${encodeURIComponent(sentId)}&type=${type}`)
    .set({ 'x-signature': signature ?? signatureHeader(n.secret, n.dataId, requestId, ts), 'x-request-id': requestId })
    .send({ action: 'payment.updated', api_version: 'v1', type, data: { id: sentId }, date_created: new Date().toISOString(), live_mode: false });
}

/**
 * A sandbox checkout answer as the person sees it: an HTML page in pt-BR (never the JSON
 * envelope), its status, the refusal it shows (null when none) and whether the form is there to try again.
 */
export function sandboxPage(res: request.Response): { status: number; refusal: string | null; form: boolean } {
  expect(res.headers['content-type'], 'a page, not the envelope').toMatch(/^text\/html/);
  expect(res.text).toContain('<html lang="pt-BR">');
  const shown = /data-testid="sandbox-error">([^<]*)</.exec(res.text)?.[1];
  const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { status: res.status, refusal: shown === undefined ? null : unescape(shown), form: res.text.includes('<form') };
}

import { checkoutExpiresAt, CompanyMode, endOfDayInBrasilia, MESSAGES, renewedLockDate } from 'contracts';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Driver, describeOnDriver } from './driver-suite.js';
import { type FakeMercadoPago, type FakePayment, startFakeMercadoPago } from './fake-mercadopago.js';
import {
  buy,
  companyInfo,
  companyWith,
  expectRenewedFrom,
  headersOf,
  paymentSnapshot,
  postNotification,
  purchasesOf,
  sandboxPage,
  setCompanyFacts,
} from './payments.js';
import type { TestApp } from './test-app.js';
import { type SignedUpUser, signUp } from './users.js';

const MERCADOPAGO_TEST_SECRET = 'assinatura-secreta-de-teste-0123456789abcdef';

/** The suite on one driver, the app pointed at a fake Mercado Pago started for the file. */
export async function describeMercadoPagoOnDriver(driver: Driver): Promise<void> {
  const fake = await startFakeMercadoPago();
  afterAll(() => fake.close());
  describeOnDriver(
    driver,
    'payments with Mercado Pago',
    {
      env: () => ({
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
        MERCADOPAGO_WEBHOOK_SECRET: MERCADOPAGO_TEST_SECRET,
        MERCADOPAGO_API_URL: fake.url,
      }),
    },
    (app) => mercadoPagoSuite(app, fake),
  );
}

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

const MENSAL = 1;
const ANUAL = 3;

/**
 * PAYMENT_PROVIDER=mercadopago through the official SDK against a fake Mercado Pago API on
 * loopback: the preference sent, the x-signature check (forged and tampered notifications
 * never reach the API), the payment read back before anything changes, outages, ordering.
 */
function mercadoPagoSuite(app: () => TestApp, fake: FakeMercadoPago): void {
  let owner: SignedUpUser;
  let sysadmin: SignedUpUser;
  let nextPaymentId = 70_000_000_001;

  const company = async (name: string) => companyWith(app(), sysadmin, [[owner, 1]], name);

  /** A payment Mercado Pago knows, for a purchase's checkout code. */
  const mpPayment = (code: string, over: Partial<FakePayment> = {}): FakePayment => {
    const payment: FakePayment = {
      id: nextPaymentId++,
      status: 'approved',
      status_detail: 'accredited',
      external_reference: code,
      transaction_amount: 49.9,
      currency_id: 'BRL',
      date_created: new Date(Date.now() - 120_000).toISOString(),
      date_last_updated: new Date().toISOString(),
      ...over,
    };
    fake.payments.set(String(payment.id), payment);
    return payment;
  };

  const notify = (payment: FakePayment, extra: { secret?: string; sentId?: string; ts?: number; requestId?: string } = {}) =>
    postNotification(app(), 'mercadopago', { dataId: String(payment.id), secret: MERCADOPAGO_TEST_SECRET, ...extra });

  const paymentReads = () => fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payments/'));

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    owner = await signUp(app(), { email: `dono.mp.${suffix}@exemplo.com.br`, name: 'Dona MP' });
    sysadmin = await signUp(app(), { email: `admin.mp.${suffix}@exemplo.com.br`, name: 'Admin MP', sysAdmin: true });
  });

  it('creates a Checkout Pro preference and answers its init_point', async () => {
    const id = await company('Alfa MP');
    const { url, code } = await buy(app(), owner, id, MENSAL);
    const call = fake.requests.filter((r) => r.path === '/checkout/preferences/').at(-1)!;
    expect(url).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/checkout\/v1\/redirect\?pref_id=123456789-pref-\d+$/);
    const publicUrl = app().config.publicUrl;
    expect(call.headers.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(call.headers['x-idempotency-key']).toBe(code);
    expect(call.body).toEqual({
      items: [{ id: String(MENSAL), title: 'Mensal', description: 'Mensal: 1 mês', quantity: 1, currency_id: 'BRL', unit_price: 49.9 }],
      payer: { email: owner.email },
      external_reference: code,
      back_urls: { success: `${publicUrl}/retorno/${code}`, pending: `${publicUrl}/retorno/${code}`, failure: `${publicUrl}/retorno/${code}` },
      auto_return: 'approved',
      notification_url: `${publicUrl}/api/payment/webhook/mercadopago`,
      // The checkout stops taking payments when the purchases list starts showing "Expirado".
      expires: true,
      expiration_date_to: checkoutExpiresAt(new Date((await purchasesOf(app(), owner, id))[0].date)).toISOString(),
    });
    expect((await purchasesOf(app(), owner, id))[0]).toMatchObject({ produto_name: 'Mensal', amount: '49.90', status: null });
  });

  it('answers 502 and writes nothing when Mercado Pago cannot create the checkout', async () => {
    const id = await company('Beta MP Fora');
    const before = await paymentSnapshot(app());
    fake.failWith = 500;
    try {
      const res = await request(app().server).get(`/api/payment/${id}/buy/${MENSAL}`).set(headersOf(owner));
      expect([res.status, res.body]).toEqual([502, generalError(MESSAGES.paymentProviderUnavailable)]);
    } finally {
      fake.failWith = null;
    }
    expect(await paymentSnapshot(app())).toBe(before);
  });

  it('approves on a signed notification after reading the payment from the API', async () => {
    const id = await company('Gama MP');
    const trial = await companyInfo(app(), owner, id);
    const { code } = await buy(app(), owner, id, ANUAL);
    const payment = mpPayment(code, { transaction_amount: 478.8 });
    const reads = paymentReads().length;
    const before = new Date();
    const res = await notify(payment).expect(200);
    expect(res.body.data.outcome).toBe('applied');
    const read = paymentReads().slice(reads);
    expect(read.map((r) => [r.path, r.headers.authorization])).toEqual([[`/v1/payments/${payment.id}`, `Bearer ${fake.accessToken}`]]);
    expect((await purchasesOf(app(), owner, id))[0]).toMatchObject({ status: 'Aprovado', status_code: 'approved' });
    const info = await companyInfo(app(), owner, id);
    expect(info.company_mode).toBe(CompanyMode.Full);
    expectRenewedFrom(trial.company_lock_date, 12, before, info.company_lock_date);

    // Mercado Pago retries: the same word again (even hours later) changes nothing.
    const snapshot = await paymentSnapshot(app());
    expect((await notify(payment, { ts: Math.floor(Date.now() / 1000) - 4 * 3600 }).expect(200)).body.data.outcome).toBe('unchanged');
    expect(await paymentSnapshot(app())).toBe(snapshot);
  });

  it('refuses a forged or tampered x-signature before asking the API anything', async () => {
    const id = await company('Delta MP Forjada');
    const { code } = await buy(app(), owner, id, MENSAL);
    const payment = mpPayment(code);
    const before = await paymentSnapshot(app());
    const reads = paymentReads().length;
    const refused = [
      await notify(payment, { secret: 'segredo-errado' }),
      await notify(payment, { sentId: String(payment.id + 1) }),
      await postNotification(app(), 'mercadopago', { dataId: String(payment.id), secret: MERCADOPAGO_TEST_SECRET }, 'ts=1700000000,v2=abc'),
      await request(app().server).post(`/api/payment/webhook/mercadopago?data.id=${payment.id}&type=payment`).send({ type: 'payment', data: { id: String(payment.id) } }),
    ];
    for (const res of refused) expect([res.status, res.body]).toEqual([401, generalError(MESSAGES.paymentNotificationRejected)]);
    expect(paymentReads().length).toBe(reads);
    expect(await paymentSnapshot(app())).toBe(before);
    expect((await companyInfo(app(), owner, id)).company_mode).toBe(CompanyMode.Demo);
  });

  it('keeps the newest word: pending, then approved, then a late refusal of an earlier attempt', async () => {
    const id = await company('Épsilon MP Ordem');
    const { code } = await buy(app(), owner, id, MENSAL);
    const t = Date.now();
    const firstAttempt = mpPayment(code, { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount', date_last_updated: new Date(t - 90_000).toISOString() });
    const pending = mpPayment(code, { status: 'in_process', date_last_updated: new Date(t - 60_000).toISOString() });
    await notify(pending).expect(200);
    expect((await purchasesOf(app(), owner, id))[0].status).toBeNull();
    // The same payment, approved later.
    fake.payments.set(String(pending.id), { ...pending, status: 'approved', date_last_updated: new Date(t - 30_000).toISOString() });
    expect((await notify(pending).expect(200)).body.data.outcome).toBe('applied');
    expect((await notify(firstAttempt).expect(200)).body.data.outcome).toBe('unchanged');
    expect((await purchasesOf(app(), owner, id))[0].status).toBe('Aprovado');
    expect((await companyInfo(app(), owner, id)).company_mode).toBe(CompanyMode.Full);

    // A refund of that payment is recorded and takes its access back (no other purchase remains).
    fake.payments.set(String(pending.id), { ...pending, status: 'refunded', date_last_updated: new Date(t).toISOString() });
    await notify(pending).expect(200);
    expect((await purchasesOf(app(), owner, id))[0]).toMatchObject({ status: 'Estornado', status_code: 'refunded' });
    expect((await companyInfo(app(), owner, id)).company_mode).toBe(CompanyMode.Demo);
  });

  it('takes back the access of a refunded or charged-back purchase from the remaining ones, once', async () => {
    const id = await company('Iota MP Estorno');
    // A trial lock date mid-month, so the months added and taken back are plain calendar months.
    const trialLock = endOfDayInBrasilia({ year: 2030, month: 1, day: 15 });
    await setCompanyFacts(app(), id, { lockDate: trialLock });
    const approve = async (product: number, amount: number) => {
      const { code } = await buy(app(), owner, id, product);
      const payment = mpPayment(code, { transaction_amount: amount, date_last_updated: new Date(Date.now() - 60_000).toISOString() });
      expect((await notify(payment).expect(200)).body.data.outcome).toBe('applied');
      return payment;
    };
    const monthly = await approve(MENSAL, 49.9);
    const yearly = await approve(ANUAL, 478.8);
    const lock = async () => (await companyInfo(app(), owner, id)).company_lock_date;
    const lockAfter = (months: number) => renewedLockDate(trialLock, months, new Date()).toISOString();
    expect(await lock()).toBe(lockAfter(13));

    // The yearly plan refunded: the lock date loses its 12 months; the monthly one keeps the company full.
    const refund = { ...yearly, status: 'refunded', status_detail: 'refunded', date_last_updated: new Date().toISOString() };
    fake.payments.set(String(yearly.id), refund);
    expect((await notify(yearly).expect(200)).body.data.outcome).toBe('applied');
    expect(await lock()).toBe(lockAfter(1));
    expect((await companyInfo(app(), owner, id)).company_mode).toBe(CompanyMode.Full);
    const [row] = await app().dataSource.query('SELECT revoked_at FROM purchases WHERE provider_payment_id = ?', [String(yearly.id)]);
    expect(row.revoked_at).not.toBeNull();

    // The same refund again, and a later word about it, take nothing more.
    expect((await notify(yearly).expect(200)).body.data.outcome).toBe('unchanged');
    fake.payments.set(String(yearly.id), { ...refund, date_last_updated: new Date(Date.now() + 1_000).toISOString() });
    await notify(yearly).expect(200);
    expect(await lock()).toBe(lockAfter(1));

    // Two copies of a chargeback of the monthly plan at once: taken back once; no approved purchase remains, so the trial is back.
    fake.payments.set(String(monthly.id), { ...monthly, status: 'charged_back', status_detail: 'settled', date_last_updated: new Date().toISOString() });
    const answers = await Promise.all([notify(monthly), notify(monthly)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await lock()).toBe(trialLock.toISOString());
    expect((await companyInfo(app(), owner, id)).company_mode).toBe(CompanyMode.Demo);
    const purchases = await purchasesOf(app(), owner, id);
    expect(purchases.map((purchase) => purchase.status_code)).toEqual(['refunded', 'refunded']);
  });

  it('answers 502 while the API is down, so Mercado Pago retries, and applies the retry', async () => {
    const id = await company('Zeta MP Instável');
    const { code } = await buy(app(), owner, id, MENSAL);
    const payment = mpPayment(code);
    const before = await paymentSnapshot(app());
    fake.failWith = 503;
    try {
      const res = await notify(payment);
      expect([res.status, res.body]).toEqual([502, generalError(MESSAGES.paymentProviderUnavailable)]);
    } finally {
      fake.failWith = null;
    }
    expect(await paymentSnapshot(app())).toBe(before);
    expect((await notify(payment).expect(200)).body.data.outcome).toBe('applied');
  });

  it('ignores payments the API does not know, of unknown checkouts, or of the wrong amount', async () => {
    const id = await company('Eta MP Ignorada');
    const { code } = await buy(app(), owner, id, ANUAL);
    const before = await paymentSnapshot(app());
    const unknown = { ...mpPayment(code), id: 99_999_999_999 };
    fake.payments.delete(String(unknown.id));
    expect((await notify(unknown).expect(200)).body.data.outcome).toBe('ignored');
    expect((await notify(mpPayment('AAAAAAAAAAAAAAAAAAAAAA')).expect(200)).body.data.outcome).toBe('ignored');
    expect((await notify(mpPayment(code, { transaction_amount: 49.9 })).expect(200)).body.data.outcome).toBe('unchanged');
    expect((await notify(mpPayment(code, { transaction_amount: 478.8, currency_id: 'ARS' })).expect(200)).body.data.outcome).toBe('unchanged');
    expect(await paymentSnapshot(app())).toBe(before);
  });

  it('has no sandbox: its checkout page and webhook do not exist', async () => {
    const id = await company('Teta MP Sem Sandbox');
    const { code } = await buy(app(), owner, id, MENSAL);
    expect(sandboxPage(await request(app().server).get(`/api/payment/sandbox/checkout/${code}`))).toEqual({ status: 404, refusal: MESSAGES.apiNotFound, form: false });
    expect((await request(app().server).post(`/api/payment/sandbox/checkout/${code}`).type('form').send({ token: 'x', decision: 'approve', email: owner.email, password: 'senha segura 123' })).status).toBe(404);
    const sandboxWebhook = await postNotification(app(), 'sandbox', { dataId: '1', secret: MERCADOPAGO_TEST_SECRET });
    expect(sandboxWebhook.status).toBe(404);
  });
}

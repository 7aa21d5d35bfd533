import {
  CompanyMode,
  envelopeSchema,
  MESSAGES,
  myCompaniesSchema,
  productListSchema,
  planProductSchema,
  type PurchaseStatus,
  TRIAL_DAYS,
} from 'contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../src/database/transaction.js';
import { Purchase } from '../../src/payment/purchase.entity.js';
import { SandboxPayment } from '../../src/payment/sandbox/sandbox-payment.entity.js';
import { SandboxProvider } from '../../src/payment/sandbox/sandbox.provider.js';
import {
  buy,
  companyInfo,
  companyWith,
  expectRenewedFrom,
  headersOf,
  paymentSnapshot,
  postNotification,
  purchasesOf,
  setCompanyFacts,
} from './payments.js';
import { type TestApp, xsrfToken } from './test-app.js';
import { DEFAULT_PASSWORD, randomClientIp, type SignedUpUser, signUp } from './users.js';

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

/** The seeded plans (migration CreatePayments): ids 1–3. */
const MENSAL = 1;
const SEMESTRAL = 2;
const ANUAL = 3;

/**
 * Plans, purchases and the sandbox provider end to end through HTTP (docs/domain/plans-and-limits.md): the
 * seed's calls, the products' administration, the sandbox checkout page and its form, the
 * signed webhook (forged, tampered, replayed, out of order), the company's mode and lock
 * date after an approval, and a buyer's second company.
 */
export function paymentSuite(app: () => TestApp): void {
  const http = () => request(app().server);
  const users = {} as Record<'owner' | 'admin' | 'consultor' | 'funcionario' | 'outsider' | 'sysadmin', SignedUpUser>;
  let guest: Record<string, string>;
  let secret: string;

  const get = (user: SignedUpUser | 'guest', path: string) => http().get(path).set(user === 'guest' ? guest : headersOf(user));

  /** A company of `users.owner` with the other three roles. */
  const teamCompany = (name = 'Alfa Planos') =>
    companyWith(app(), users.sysadmin, [
      [users.owner, 1],
      [users.admin, 2],
      [users.consultor, 3],
      [users.funcionario, 4],
    ], name);

  /** The e-mail and password the sandbox form asks for (the buyer's sign-in); none for an anonymous holder of the link. */
  const credentials = (who: SignedUpUser | null): Record<string, string> => (who ? { email: who.email, password: DEFAULT_PASSWORD } : {});

  /** Posts the sandbox form as the browser does (no XSRF header, no session), from an address of its own. */
  const postForm = (code: string, body: Record<string, string | undefined>) =>
    http().post(`/api/payment/sandbox/checkout/${code}`).set('X-Forwarded-For', randomClientIp()).type('form').send(body);

  /** The sandbox checkout page, and its form filled in by `who` (the company's owner by default). */
  async function sandboxDecide(code: string, decision: 'approve' | 'decline', who: SignedUpUser | null = users.owner) {
    const page = await http().get(`/api/payment/sandbox/checkout/${code}`).expect(200);
    const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
    expect(token, 'the page carries the form token').toBeTruthy();
    return postForm(code, { token, decision, ...credentials(who) });
  }

  /** A payment the sandbox records, as its page would, at a chosen time. */
  async function sandboxPayment(code: string, status: PurchaseStatus, updatedAt: Date, amountCents?: number): Promise<string> {
    const purchase = await app().dataSource.getRepository(Purchase).findOneByOrFail({ checkoutCode: code });
    const payment = await transaction(app().dataSource, (manager) =>
      manager.getRepository(SandboxPayment).save({ checkoutCode: code, status, amountCents: amountCents ?? purchase.amountCents, updatedAt }),
    );
    return String(payment.id);
  }

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    for (const who of ['owner', 'admin', 'consultor', 'funcionario', 'outsider', 'sysadmin'] as const) {
      users[who] = await signUp(app(), { email: `${who}.planos.${suffix}@exemplo.com.br`, name: `Pessoa ${who}`, sysAdmin: who === 'sysadmin' });
    }
    const xsrf = await xsrfToken(app().server);
    guest = { Cookie: xsrf.cookie, ...xsrf.header };
    const [row] = await app().dataSource.query("SELECT value FROM app_meta WHERE name = 'sandbox_webhook_secret'");
    secret = row.value;
  });

  describe('products', () => {
    it('lists the seeded plans by ordem, money as exact decimal text', async () => {
      const res = await get(users.funcionario, '/api/payment/products').expect(200);
      const products = envelopeSchema(productListSchema).parse(res.body).data!;
      expect(products.slice(0, 3)).toEqual([
        expect.objectContaining({ id: MENSAL, name: 'Mensal', cost: '49.90', months: 1, incentivar: false, ordem: 1 }),
        expect.objectContaining({ id: SEMESTRAL, name: 'Semestral', cost: '44.90', months: 6, incentivar: false, ordem: 2 }),
        expect.objectContaining({ id: ANUAL, name: 'Anual', cost: '39.90', months: 12, incentivar: true, ordem: 3 }),
      ]);
      expect(products.every((p) => p.description.length > 0)).toBe(true);
    });

    it('refuses a guest', async () => {
      expect((await get('guest', '/api/payment/products')).body).toEqual(generalError(MESSAGES.unauthenticated));
    });

    it('lets a system administrator create, edit, reorder and delete a plan', async () => {
      const created = await http()
        .post('/api/payment/products')
        .set(headersOf(users.sysadmin))
        .send({ name: '  Trimestral ', cost: '47,50', months: 3, description: 'Três meses', incentivar: false, ordem: 0 })
        .expect(201);
      const product = envelopeSchema(planProductSchema).parse(created.body).data!;
      expect(product).toEqual({ id: product.id, name: 'Trimestral', cost: '47.50', months: 3, description: 'Três meses', incentivar: false, ordem: 0 });
      let list = envelopeSchema(productListSchema).parse((await get(users.owner, '/api/payment/products')).body).data!;
      expect(list[0].id).toBe(product.id);

      const updated = await http()
        .put(`/api/payment/products/${product.id}`)
        .set(headersOf(users.sysadmin))
        .send({ name: 'Trimestral', cost: 45, months: 3, ordem: 99, incentivar: true })
        .expect(200);
      expect(updated.body.data).toEqual({ ...product, cost: '45.00', ordem: 99, incentivar: true, description: '' });
      list = envelopeSchema(productListSchema).parse((await get(users.owner, '/api/payment/products')).body).data!;
      expect(list.at(-1)!.id).toBe(product.id);

      await http().delete(`/api/payment/products/${product.id}`).set(headersOf(users.sysadmin)).expect(200, { success: true, data: { id: product.id } });
      list = envelopeSchema(productListSchema).parse((await get(users.owner, '/api/payment/products')).body).data!;
      expect(list.some((p) => p.id === product.id)).toBe(false);
    });

    it('refuses the administration to anyone else with 403 before reading the body, writing nothing', async () => {
      const before = await paymentSnapshot(app());
      for (const user of [users.owner, users.admin, users.funcionario]) {
        const calls = [
          http().post('/api/payment/products').set(headersOf(user)).send({ name: 'X', cost: '1', months: 1 }),
          http().put(`/api/payment/products/${MENSAL}`).set(headersOf(user)).send({ name: 'Grátis', cost: '0.01', months: 1 }),
          http().delete(`/api/payment/products/${MENSAL}`).set(headersOf(user)),
          // A broken body: the refusal comes first.
          http().post('/api/payment/products').set(headersOf(user)).send({ cost: 'abc' }),
        ];
        for (const res of await Promise.all(calls)) expect(res.body).toEqual(generalError(MESSAGES.sysAdminOnly));
      }
      expect((await http().delete(`/api/payment/products/${MENSAL}`).set(guest)).status).toBe(401);
      expect(await paymentSnapshot(app())).toBe(before);
    });

    it('answers bad input with pt-BR field errors and unknown ids with 404', async () => {
      const before = await paymentSnapshot(app());
      const bad = await http()
        .post('/api/payment/products')
        .set(headersOf(users.sysadmin))
        .send({ name: '', cost: '-5', months: 0, incentivar: 'sim', ordem: 'primeiro', description: 'x'.repeat(1001) })
        .expect(400);
      expect(bad.body).toEqual({
        success: false,
        message: MESSAGES.invalidInput,
        errors: {
          name: [MESSAGES.nameRequired],
          cost: [MESSAGES.productCostInvalid],
          months: [MESSAGES.productMonthsInvalid],
          description: [MESSAGES.textTooLong],
          incentivar: [MESSAGES.invalidChoice],
          ordem: [MESSAGES.productOrderInvalid],
        },
      });
      const unknown = await http().put('/api/payment/products/999999').set(headersOf(users.sysadmin)).send({ name: 'X', cost: '1', months: 1 }).expect(404);
      expect(unknown.body).toEqual(generalError(MESSAGES.productNotFound));
      await http().delete('/api/payment/products/999999').set(headersOf(users.sysadmin)).expect(404);
      const badId = await http().delete('/api/payment/products/abc').set(headersOf(users.sysadmin)).expect(400);
      expect(badId.body.errors).toEqual({ id: [MESSAGES.invalidId] });
      expect(await paymentSnapshot(app())).toBe(before);
    });
  });

  describe('buying through the sandbox', () => {
    it('creates a purchase in "Processando" and a sandbox checkout, and lists purchases newest first', async () => {
      const id = await teamCompany();
      const first = await buy(app(), users.owner, id, MENSAL);
      expect(first.url).toBe(`${app().config.publicUrl}/api/payment/sandbox/checkout/${first.code}`);
      expect(first.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const second = await buy(app(), users.admin, id, ANUAL);
      expect(second.code).not.toBe(first.code);

      const purchases = await purchasesOf(app(), users.funcionario, id);
      expect(purchases.map(({ id: _id, date: _date, ...rest }) => rest)).toEqual([
        { produto_name: 'Anual', produto_cost: '39.90', months: 12, amount: '478.80', status: null, status_code: null },
        { produto_name: 'Mensal', produto_cost: '49.90', months: 1, amount: '49.90', status: null, status_code: null },
      ]);
      expect(new Date(purchases[0].date).getTime()).toBeGreaterThanOrEqual(new Date(purchases[1].date).getTime());
      // Buying changes nothing about access: only the provider's word does.
      expect((await companyInfo(app(), users.owner, id)).company_mode).toBe(CompanyMode.Demo);
    });

    it('serves a sandbox page marked as a test, with the plan and its value, and no script', async () => {
      const id = await teamCompany('Página de Teste');
      const { code } = await buy(app(), users.owner, id, SEMESTRAL);
      const page = await http().get(`/api/payment/sandbox/checkout/${code}`).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.text).toContain('Ambiente de teste — nenhum pagamento real');
      expect(page.text).toContain('Página de Teste');
      expect(page.text).toContain('Semestral');
      expect(page.text).toContain('R$\u00a0269,40');
      expect(page.text).toContain('>Aprovar pagamento<');
      expect(page.text).toContain('>Recusar pagamento<');
      expect(page.text).not.toMatch(/<script|\son\w+=/i);
      // Opening the page (or the return page) changes nothing.
      const info = await companyInfo(app(), users.owner, id);
      expect(info.company_mode).toBe(CompanyMode.Demo);
      expect((await purchasesOf(app(), users.owner, id))[0].status).toBeNull();
    });

    it('approves: the browser goes to /retorno/{code}, the purchase is approved and the company full for months more', async () => {
      const id = await teamCompany('Beta Aprovada');
      const trial = await companyInfo(app(), users.owner, id);
      const { code } = await buy(app(), users.owner, id, SEMESTRAL);
      const before = new Date();
      const res = await sandboxDecide(code, 'approve');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/retorno/${code}`);

      const [purchase] = await purchasesOf(app(), users.consultor, id);
      expect(purchase).toMatchObject({ status: 'Aprovado', status_code: 'approved' });
      const info = await companyInfo(app(), users.owner, id);
      expect(info.company_mode).toBe(CompanyMode.Full);
      // The trial's lock date is in the future: 6 months are added to it.
      expectRenewedFrom(trial.company_lock_date, 6, before, info.company_lock_date);
      expect(info.remaining_days).toBeGreaterThanOrEqual(TRIAL_DAYS + 180);

      const lookup = await get(users.funcionario, `/api/payment/get_company_id_for_checkout_code/${code}`).expect(200);
      // The purchase too: the plans page tells its outcome.
      expect(lookup.body).toEqual({ success: true, data: { companyId: id, purchaseId: purchase!.id } });
    });

    it('declines: the purchase is refused and the mode stays as it was', async () => {
      const id = await teamCompany('Gama Recusada');
      const trial = await companyInfo(app(), users.owner, id);
      const { code } = await buy(app(), users.owner, id, MENSAL);
      const res = await sandboxDecide(code, 'decline');
      expect([res.status, res.headers.location]).toEqual([303, `/retorno/${code}`]);
      const [refused] = await purchasesOf(app(), users.owner, id);
      expect(refused).toMatchObject({ status: 'Recusado', status_code: 'rejected' });
      const lookup = await get(users.owner, `/api/payment/get_company_id_for_checkout_code/${code}`).expect(200);
      expect(lookup.body.data).toEqual({ companyId: id, purchaseId: refused!.id });
      const info = await companyInfo(app(), users.owner, id);
      expect([info.company_mode, info.company_lock_date]).toEqual([CompanyMode.Demo, trial.company_lock_date]);
    });

    it('lets a refused checkout be paid again, and approves once only', async () => {
      const id = await teamCompany('Delta Retentativa');
      const trial = await companyInfo(app(), users.owner, id);
      const { code } = await buy(app(), users.owner, id, MENSAL);
      const before = new Date();
      expect((await sandboxDecide(code, 'decline')).status).toBe(303);
      expect((await sandboxDecide(code, 'approve')).status).toBe(303);
      const approved = await companyInfo(app(), users.owner, id);
      expectRenewedFrom(trial.company_lock_date, 1, before, approved.company_lock_date);

      // Paid: the page says so and has no form left; a stale form posted again changes nothing.
      const page = await http().get(`/api/payment/sandbox/checkout/${code}`).expect(200);
      expect(page.text).toContain(MESSAGES.checkoutAlreadyPaid);
      expect(page.text).not.toContain('<form');
      const snapshot = await paymentSnapshot(app());
      const again = await sandboxDecideWithStaleForm(code);
      expect(again.status).toBe(303);
      expect(await paymentSnapshot(app())).toBe(snapshot);
      expect((await purchasesOf(app(), users.owner, id))[0].status).toBe('Aprovado');
    });

    /** The form of a page opened before the approval, posted afterwards. */
    async function sandboxDecideWithStaleForm(code: string) {
      const token = await new SandboxProvider(app().dataSource, app().config.publicUrl).actionToken(code);
      return postForm(code, { token, decision: 'approve', ...credentials(users.owner) });
    }

    it('decides only for the signed-in buyer: anonymous, wrong-password and stranger forms change nothing', async () => {
      const id = await teamCompany('Zeta Só do Comprador');
      const { code } = await buy(app(), users.owner, id, ANUAL);
      const before = await paymentSnapshot(app());
      // Holding the link (and the page's token) is not enough.
      const anonymous = await sandboxDecide(code, 'approve', null);
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.errors).toMatchObject({ email: expect.any(Array), password: expect.any(Array) });
      const page = await http().get(`/api/payment/sandbox/checkout/${code}`).expect(200);
      const token = /name="token" value="([^"]+)"/.exec(page.text)![1];
      const wrongPassword = await postForm(code, { token, decision: 'approve', email: users.owner.email, password: 'nao e a senha' });
      expect([wrongPassword.status, wrongPassword.body.message]).toEqual([400, MESSAGES.invalidCredentials]);
      // Signed in, but not of this company: as unknown as a made-up code.
      const stranger = await sandboxDecide(code, 'approve', users.outsider);
      expect([stranger.status, stranger.body]).toEqual([404, generalError(MESSAGES.checkoutNotFound)]);
      // A member who may not buy for the company may not pay for it either.
      for (const member of [users.consultor, users.funcionario]) {
        const refused = await sandboxDecide(code, 'decline', member);
        expect([refused.status, refused.body]).toEqual([403, generalError(MESSAGES.buyPlanForbidden)]);
      }
      expect(await paymentSnapshot(app())).toBe(before);
      // The company's administrator decides.
      expect((await sandboxDecide(code, 'approve', users.admin)).status).toBe(303);
      expect((await companyInfo(app(), users.owner, id)).company_mode).toBe(CompanyMode.Full);
    });

    it('refuses a sandbox form without its token, with another checkout\'s token or a bad decision, writing nothing', async () => {
      const id = await teamCompany('Épsilon Forjada');
      const { code } = await buy(app(), users.owner, id, ANUAL);
      const other = await buy(app(), users.owner, id, MENSAL);
      const page = await http().get(`/api/payment/sandbox/checkout/${other.code}`).expect(200);
      const otherToken = /name="token" value="([^"]+)"/.exec(page.text)![1];
      const before = await paymentSnapshot(app());
      const post = (body: Record<string, string>) => postForm(code, { ...credentials(users.owner), ...body });

      expect((await post({ token: otherToken, decision: 'approve' })).body).toEqual(generalError(MESSAGES.sandboxActionInvalid));
      expect((await post({ token: 'x'.repeat(43), decision: 'approve' })).status).toBe(403);
      expect((await post({ decision: 'approve' })).body.errors).toEqual({ token: [MESSAGES.sandboxActionInvalid] });
      expect((await post({ token: otherToken, decision: 'free' })).body.errors).toEqual({ decision: [MESSAGES.invalidChoice] });
      expect((await http().post(`/api/payment/sandbox/checkout/${code}`).send({ token: otherToken, decision: 'approve', ...credentials(users.owner) })).status).toBe(403);
      expect(await paymentSnapshot(app())).toBe(before);
      const unknown = await http().get('/api/payment/sandbox/checkout/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
      expect(unknown.body).toEqual(generalError(MESSAGES.checkoutNotFound));
      expect((await http().get('/api/payment/sandbox/checkout/nao-e-um-codigo')).status).toBe(400);
    });

    it('answers the buy call 404 for an unknown plan and 400 for malformed ids, writing nothing', async () => {
      const id = await teamCompany();
      const before = await paymentSnapshot(app());
      expect((await get(users.owner, `/api/payment/${id}/buy/999999`)).body).toEqual(generalError(MESSAGES.productNotFound));
      expect((await get(users.owner, `/api/payment/abc/buy/${MENSAL}`).expect(400)).body.errors).toEqual({ companyId: [MESSAGES.invalidId] });
      expect((await get(users.owner, `/api/payment/${id}/buy/0`).expect(400)).body.errors).toEqual({ productId: [MESSAGES.invalidId] });
      expect((await get(users.owner, '/api/payment/get_company_id_for_checkout_code/curto')).status).toBe(400);
      const unknown = await get(users.owner, '/api/payment/get_company_id_for_checkout_code/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
      expect(unknown.body).toEqual(generalError(MESSAGES.checkoutNotFound));
      expect(await paymentSnapshot(app())).toBe(before);
    });

    it("hides another company's checkout code like an unknown one", async () => {
      const id = await teamCompany();
      const { code } = await buy(app(), users.owner, id, MENSAL);
      const foreign = await get(users.outsider, `/api/payment/get_company_id_for_checkout_code/${code}`).expect(404);
      expect(foreign.body).toEqual(generalError(MESSAGES.checkoutNotFound));
      expect((await get(users.sysadmin, `/api/payment/get_company_id_for_checkout_code/${code}`).expect(200)).body.data).toMatchObject({ companyId: id });
    });
  });

  describe('the webhook believes only a verified notification, read back from the provider', () => {
    let companyId: number;
    let code: string;
    beforeAll(async () => {
      companyId = await teamCompany('Zeta Webhook');
      code = (await buy(app(), users.owner, companyId, MENSAL)).code;
    });

    it('refuses a forged, unsigned, tampered or stale notification with 401 and changes nothing', async () => {
      const paymentId = await sandboxPayment(code, 'approved', new Date());
      const before = await paymentSnapshot(app());
      const refused = [
        await postNotification(app(), 'sandbox', { dataId: paymentId, secret: 'f'.repeat(64) }),
        await postNotification(app(), 'sandbox', { dataId: paymentId, secret }, ''),
        await postNotification(app(), 'sandbox', { dataId: paymentId, secret }, 'ts=1,v1=abc'),
        await postNotification(app(), 'sandbox', { dataId: paymentId, secret }, 'v1=0000'),
        // Signed for another payment, sent for this one.
        await postNotification(app(), 'sandbox', { dataId: '1', sentId: paymentId, secret }),
        // A genuine signature captured more than 5 minutes ago.
        await postNotification(app(), 'sandbox', { dataId: paymentId, secret, ts: Math.floor(Date.now() / 1000) - 3600 }),
      ];
      for (const res of refused) {
        expect(res.status, JSON.stringify(res.body)).toBe(401);
        expect(res.body).toEqual(generalError(MESSAGES.paymentNotificationRejected));
      }
      expect(await paymentSnapshot(app())).toBe(before);
    });

    it('is idempotent: the same notification twice approves once', async () => {
      const trial = await companyInfo(app(), users.owner, companyId);
      const paymentId = await sandboxPayment(code, 'approved', new Date());
      const requestId = 'f0e1d2c3-0000-4000-8000-000000000001';
      const first = await postNotification(app(), 'sandbox', { dataId: paymentId, secret, requestId }).expect(200);
      expect(first.body).toEqual({ success: true, data: { received: true, outcome: 'applied' } });
      const afterFirst = await paymentSnapshot(app());
      const replay = await postNotification(app(), 'sandbox', { dataId: paymentId, secret, requestId }).expect(200);
      expect(replay.body.data.outcome).toBe('unchanged');
      expect(await paymentSnapshot(app())).toBe(afterFirst);
      const info = await companyInfo(app(), users.owner, companyId);
      expect(info.company_mode).toBe(CompanyMode.Full);
      expectRenewedFrom(trial.company_lock_date, 1, new Date(Date.now() - 60_000), info.company_lock_date);
    });

    it('never lets an older word overwrite a newer one, whatever the order of arrival', async () => {
      const id = await teamCompany('Eta Fora de Ordem');
      const { code: late } = await buy(app(), users.owner, id, MENSAL);
      const t = Date.now();
      const rejected = await sandboxPayment(late, 'rejected', new Date(t - 60_000));
      const approved = await sandboxPayment(late, 'approved', new Date(t - 30_000));
      await postNotification(app(), 'sandbox', { dataId: approved, secret }).expect(200);
      const stale = await postNotification(app(), 'sandbox', { dataId: rejected, secret }).expect(200);
      expect(stale.body.data.outcome).toBe('unchanged');
      expect((await purchasesOf(app(), users.owner, id))[0].status).toBe('Aprovado');

      // The other way round: a refusal, then a newer approval, delivered in that order.
      const { code: retried } = await buy(app(), users.owner, id, MENSAL);
      await postNotification(app(), 'sandbox', { dataId: await sandboxPayment(retried, 'rejected', new Date(t - 20_000)), secret }).expect(200);
      expect((await purchasesOf(app(), users.owner, id))[0].status).toBe('Recusado');
      await postNotification(app(), 'sandbox', { dataId: await sandboxPayment(retried, 'approved', new Date(t - 10_000)), secret }).expect(200);
      expect((await purchasesOf(app(), users.owner, id))[0].status).toBe('Aprovado');
    });

    it('applies two copies of one notification arriving together exactly once', async () => {
      const id = await teamCompany('Teta Concorrente');
      const trial = await companyInfo(app(), users.owner, id);
      const { code: twice } = await buy(app(), users.owner, id, ANUAL);
      const paymentId = await sandboxPayment(twice, 'approved', new Date());
      const answers = await Promise.all([1, 2, 3].map(() => postNotification(app(), 'sandbox', { dataId: paymentId, secret })));
      expect(answers.map((r) => r.body.data.outcome).sort()).toEqual(['applied', 'unchanged', 'unchanged']);
      expectRenewedFrom(trial.company_lock_date, 12, new Date(Date.now() - 60_000), (await companyInfo(app(), users.owner, id)).company_lock_date);
    });

    it('grants nothing for an approval of the wrong amount', async () => {
      const id = await teamCompany('Iota Valor Errado');
      const { code: cheap } = await buy(app(), users.owner, id, ANUAL);
      const before = await companyInfo(app(), users.owner, id);
      const res = await postNotification(app(), 'sandbox', { dataId: await sandboxPayment(cheap, 'approved', new Date(), 1), secret }).expect(200);
      expect(res.body.data.outcome).toBe('unchanged');
      expect(await companyInfo(app(), users.owner, id)).toEqual(before);
      expect((await purchasesOf(app(), users.owner, id))[0].status).toBeNull();
    });

    it('ignores verified notifications about something else or an unknown payment, and other providers\' paths', async () => {
      const before = await paymentSnapshot(app());
      const other = await postNotification(app(), 'sandbox', { dataId: '123', secret, type: 'merchant_order' }).expect(200);
      expect(other.body.data.outcome).toBe('ignored');
      const unknown = await postNotification(app(), 'sandbox', { dataId: '987654321', secret }).expect(200);
      expect(unknown.body.data.outcome).toBe('ignored');
      for (const provider of ['mercadopago', 'paypal']) {
        const res = await postNotification(app(), provider, { dataId: '1', secret });
        expect([res.status, res.body]).toEqual([404, generalError(MESSAGES.apiNotFound)]);
      }
      expect(await paymentSnapshot(app())).toBe(before);
    });
  });

  describe('mode and lock date after an approval', () => {
    it('renews a company whose lock date passed (blocked): it reaches every payment call, then is full from today', async () => {
      const id = await teamCompany('Kapa Vencida');
      await setCompanyFacts(app(), id, { lockDate: new Date(Date.now() - 10 * 86_400_000) });
      expect((await companyInfo(app(), users.owner, id)).company_mode).toBe(CompanyMode.Blocked);
      await get(users.owner, '/api/payment/products').expect(200);
      await get(users.funcionario, `/api/payment/compras/${id}`).expect(200);
      const { code } = await buy(app(), users.owner, id, SEMESTRAL);
      await get(users.owner, `/api/payment/get_company_id_for_checkout_code/${code}`).expect(200);
      const before = new Date();
      expect((await sandboxDecide(code, 'approve')).status).toBe(303);
      const info = await companyInfo(app(), users.owner, id);
      expect(info.company_mode).toBe(CompanyMode.Full);
      // From today, not from the past lock date.
      expectRenewedFrom(null, 6, before, info.company_lock_date);
    });

    it('keeps a company a system administrator locked blocked: the date moves, the lock stays his', async () => {
      const id = await teamCompany('Lambda Trancada');
      await get(users.sysadmin, `/api/general/lock_company/${id}`).expect(200);
      const trial = await companyInfo(app(), users.owner, id);
      const { code } = await buy(app(), users.owner, id, MENSAL);
      const before = new Date();
      await sandboxDecide(code, 'approve');
      const info = await companyInfo(app(), users.owner, id);
      expect(info.company_mode).toBe(CompanyMode.Blocked);
      expectRenewedFrom(trial.company_lock_date, 1, before, info.company_lock_date);
      const [row] = await app().dataSource.query('SELECT plan FROM companies WHERE id = ?', [id]);
      expect(row.plan).toBe('full');
    });

    it('extends a full company with a future lock date from that date', async () => {
      const id = await teamCompany('Mi Estendida');
      const { code: first } = await buy(app(), users.owner, id, ANUAL);
      await sandboxDecide(first, 'approve');
      const afterFirst = await companyInfo(app(), users.owner, id);
      const { code: second } = await buy(app(), users.owner, id, MENSAL);
      const before = new Date();
      await sandboxDecide(second, 'approve');
      const afterSecond = await companyInfo(app(), users.owner, id);
      expectRenewedFrom(afterFirst.company_lock_date, 1, before, afterSecond.company_lock_date);
      expect(afterSecond.remaining_days).toBeGreaterThanOrEqual(365 + 28);
    });
  });

  describe("a buyer's second company", () => {
    it('needs an approved purchase of theirs: a refused one does not count', async () => {
      const buyer = await signUp(app(), { email: `comprador.${Date.now()}@exemplo.com.br`, name: 'Comprador' });
      const created = await http()
        .post('/api/general/new_company')
        .set(headersOf(buyer))
        .send({ fantasy_name: 'Primeira do Comprador', business_model: 1, sector: 1, revenue: 1, reach: 1 })
        .expect(201);
      const first: number = created.body.data.id;
      const canCreate = async () =>
        envelopeSchema(myCompaniesSchema).parse((await get(buyer, '/api/general/get_my_companies').expect(200)).body).data!.canCreateCompany;
      const second = () =>
        http().post('/api/general/new_company').set(headersOf(buyer)).send({ fantasy_name: 'Segunda do Comprador', business_model: 1, sector: 1, revenue: 1, reach: 1 });

      expect(await canCreate()).toBe(false);
      const refused = await buy(app(), buyer, first, MENSAL);
      await sandboxDecide(refused.code, 'decline', buyer);
      expect(await canCreate()).toBe(false);
      expect((await second()).body).toEqual(generalError(MESSAGES.createCompanyForbidden));

      const paid = await buy(app(), buyer, first, MENSAL);
      await sandboxDecide(paid.code, 'approve', buyer);
      expect(await canCreate()).toBe(true);
      const made = await second().expect(201);
      expect(made.body.data).toMatchObject({ fantasy_name: 'Segunda do Comprador', isOwner: true, company_mode: CompanyMode.Demo });
    });
  });
}

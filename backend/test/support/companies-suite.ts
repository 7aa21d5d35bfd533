import {
  INVITATION_QUERY,
  type Company,
  companySchema,
  companyStaffSchema,
  dateDaysAhead,
  endOfDayInBrasilia,
  envelopeSchema,
  MESSAGES,
  myCompaniesSchema,
  RATE_LIMIT_MESSAGES,
  parsePeriod,
  remainingDays,
  TRIAL_DAYS,
  waitText,
} from 'contracts';
import request from 'supertest';
import { Company as CompanyEntity } from '../../src/companies/company.entity.js';
import { transaction } from '../../src/database/transaction.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkIn, mailsTo, readOutbox, waitForMail } from './mail.js';
import { ACTORS, type Actor, type CompanyActors, type Member, ROLE_OF, signUpActors, statusByActor } from './actors.js';
import { randomClientIp, type SignedUpUser, signUp } from './users.js';
import { type TestApp, xsrfToken } from './test-app.js';

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

export function companiesSuite(app: () => TestApp): void {
  const http = () => request(app().server);
  let actors: CompanyActors;
  let users: CompanyActors['users'];
  let outsiderCompanyId: number;

  const headers = (actor: Actor): Record<string, string> => actors.headers(actor);

  const get = (actor: Actor, path: string) => http().get(`/api/general/${path}`).set(headers(actor));
  const getApi = (actor: Actor, path: string) => http().get(`/api${path}`).set(headers(actor));
  const post = (actor: Actor, path: string, body: unknown) =>
    http().post(`/api/general/${path}`).set(headers(actor)).send(body as object);

  const company = (res: request.Response): Company => envelopeSchema(companySchema).parse(res.body).data!;

  const freshCompany = (name?: string) => actors.freshCompany(name);

  /** Everything a refused call must leave untouched. */
  async function snapshot() {
    const ds = app().dataSource;
    const [companies, memberships, active, accounts, purchases] = await Promise.all([
      ds.query('SELECT * FROM companies ORDER BY id'),
      ds.query('SELECT company_id, user_id, role FROM company_memberships ORDER BY id'),
      ds.query('SELECT user_id, company_id FROM user_active_companies ORDER BY user_id'),
      ds.query('SELECT id, email, first_name, password_hash FROM users ORDER BY id'),
      ds.query('SELECT id, company_id, buyer_id, status FROM purchases ORDER BY id'),
    ]);
    return { companies, memberships, active, accounts, purchases, mails: readOutbox(app().config.mailOutboxDir).length };
  }

  beforeAll(async () => {
    actors = await signUpActors(app());
    users = actors.users;
    // The outsider owns another company: a member of some company, not of the target.
    outsiderCompanyId = company(
      await post('outsider', 'new_company', {
        fantasy_name: 'Beta Comércio',
        business_model: 2,
        sector: 2,
        revenue: 1,
        reach: 1,
      }).expect(201),
    ).id;
  });

  describe('permission matrix', () => {
    interface Case {
      call: string;
      /** Expected status per actor. */
      expect: Record<Actor, number>;
      send: (actor: Actor, id: number) => request.Test;
      /** For a successful answer: what the change looks like afterwards. */
      verify?: (actor: Actor, id: number, res: request.Response) => Promise<void>;
      /** Set-up on the target company, before the "nothing changed" snapshot. */
      prepare?: (id: number) => Promise<void>;
      /** The message of a 404 (the company's by default). */
      notFound?: string;
    }

    const members = statusByActor;

    const staffOf = async (id: number) =>
      envelopeSchema(companyStaffSchema).parse((await get('owner', `get_company_staff/${id}`).expect(200)).body).data!.staff;
    const roleIn = async (id: number, who: Member | 'spare') => (await staffOf(id)).find((c) => c.email === users[who].email)?.role.id;
    const modeOf = async (id: number) => company(await post('owner', 'get_company_basic_info', { id }).expect(200)).company_mode;

    /** The checkout code of a purchase a system administrator started on each company. */
    const checkoutCodes = new Map<number, string>();
    const startPurchase = async (id: number) => {
      if (checkoutCodes.has(id)) return;
      await getApi('sysadmin', `/payment/${id}/buy/1`).expect(200);
      const [row] = await app().dataSource.query('SELECT checkout_code FROM purchases WHERE company_id = ? ORDER BY id DESC LIMIT 1', [id]);
      checkoutCodes.set(id, row.checkout_code);
    };

    const future = dateDaysAhead(10);
    const cases: Case[] = [
      {
        call: 'get_company_basic_info',
        expect: members(200),
        send: (actor, id) => post(actor, 'get_company_basic_info', { id }),
        verify: async (actor, id, res) => {
          const data = company(res);
          expect(data.id).toBe(id);
          expect(data.isSysAdmin).toBe(actor === 'sysadmin');
          expect(data.role?.id ?? null).toBe(actor in ROLE_OF ? ROLE_OF[actor as keyof typeof ROLE_OF] : null);
        },
      },
      {
        call: 'get_company_staff',
        expect: members(200),
        send: (actor, id) => get(actor, `get_company_staff/${id}`),
        verify: async (actor, _id, res) => {
          const data = envelopeSchema(companyStaffSchema).parse(res.body).data!;
          expect(data.staff.map((c) => c.role.id)).toEqual([1, 2, 3, 4]);
          expect(data.canEdit).toBe(['owner', 'admin', 'sysadmin'].includes(actor));
          expect(data.allowedRoles.map((r) => r.id)).toEqual(
            actor === 'sysadmin' ? [1, 2, 3, 4] : ['owner', 'admin'].includes(actor) ? [2, 3, 4] : [],
          );
        },
      },
      {
        call: 'update_company',
        expect: members(200, { consultor: 403, funcionario: 403 }),
        send: (actor, id) => post(actor, 'update_company', { id, fantasy_name: `Nova ${actor}`, description: 'Descrição nova' }),
        verify: async (actor, id) => {
          const data = company(await post('owner', 'get_company_basic_info', { id }).expect(200));
          expect([data.fantasy_name, data.description]).toEqual([`Nova ${actor}`, 'Descrição nova']);
        },
      },
      {
        call: 'delete_company',
        expect: members(200, { admin: 403, consultor: 403, funcionario: 403 }),
        send: (actor, id) => post(actor, 'delete_company', { id }),
        verify: async (_actor, id) => {
          await post('owner', 'get_company_basic_info', { id }).expect(404);
          await post('sysadmin', 'get_company_basic_info', { id }).expect(404);
        },
      },
      {
        call: 'update_collaborator (add a Funcionário)',
        expect: members(200, { consultor: 403, funcionario: 403 }),
        send: (actor, id) => post(actor, 'update_collaborator', { email: users.spare.email, role: 4, name: '', companyId: id }),
        verify: async (_actor, id) => expect(await roleIn(id, 'spare')).toBe(4),
      },
      {
        call: 'update_collaborator (assign Proprietário)',
        expect: members(403, { sysadmin: 200 }),
        send: (actor, id) => post(actor, 'update_collaborator', { email: users.spare.email, role: 1, companyId: id }),
        verify: async (_actor, id) => expect(await roleIn(id, 'spare')).toBe(1),
      },
      {
        call: 'update_collaborator (demote the only owner)',
        expect: members(403, { sysadmin: 409 }),
        send: (actor, id) => post(actor, 'update_collaborator', { email: users.owner.email, role: 2, companyId: id }),
      },
      {
        call: 'update_collaborator (remove the Funcionário)',
        // The funcionário removing themselves is their own unlink.
        expect: members(200, { consultor: 403 }),
        send: (actor, id) => post(actor, 'update_collaborator', { email: users.funcionario.email, role: null, companyId: id }),
        verify: async (_actor, id) => expect(await roleIn(id, 'funcionario')).toBeUndefined(),
      },
      {
        call: 'update_collaborator (unlink oneself)',
        // The owner may not leave; a system administrator who is not a member has nothing to leave.
        expect: members(200, { owner: 403, sysadmin: 400 }),
        send: (actor, id) =>
          post(actor, 'update_collaborator', { email: actor === 'guest' ? 'x@y.com' : users[actor].email, role: null, companyId: id }),
        verify: async (actor, id) => {
          expect(await roleIn(id, actor as Member)).toBeUndefined();
          await post(actor, 'get_company_basic_info', { id }).expect(404);
        },
      },
      {
        call: 'find_user_by_email',
        expect: members(200, { consultor: 403, funcionario: 403 }),
        send: (actor, id) => post(actor, 'find_user_by_email', { email: users.funcionario.email, companyId: id }),
        verify: async (_actor, _id, res) =>
          expect(res.body.data).toEqual({ first_name: 'Pessoa funcionario', email: users.funcionario.email, isStaff: true }),
      },
      {
        call: 'set_active_company',
        expect: members(200),
        send: (actor, id) => get(actor, `set_active_company/${id}`),
        verify: async (actor, id) => {
          const mine = envelopeSchema(myCompaniesSchema).parse((await get(actor, 'get_my_companies').expect(200)).body).data!;
          // A system administrator who is not a member stores it, but it is not among "my companies".
          expect(mine.activeCompanyId).toBe(actor === 'sysadmin' ? null : id);
        },
      },
      {
        call: 'lock_company',
        expect: members(403, { sysadmin: 200 }),
        send: (actor, id) => get(actor, `lock_company/${id}`),
        verify: async (_actor, id) => expect(await modeOf(id)).toBe(0),
      },
      {
        call: 'unlock_company',
        expect: members(403, { sysadmin: 200 }),
        send: (actor, id) => post(actor, `unlock_company/${id}`, { date: future }),
        verify: async (_actor, id) => expect(await modeOf(id)).toBe(1),
      },
      {
        call: 'extend_company',
        expect: members(403, { sysadmin: 200 }),
        send: (actor, id) => post(actor, `extend_company/${id}`, { date: future }),
        verify: async (_actor, id) => {
          const data = company(await post('owner', 'get_company_basic_info', { id }).expect(200));
          expect(data.company_lock_date).toBe(endOfDayInBrasilia(parsePeriod(future)!).toISOString());
        },
      },
      {
        call: 'GET /api/payment/compras/{companyId}',
        expect: members(200),
        prepare: startPurchase,
        send: (actor, id) => getApi(actor, `/payment/compras/${id}`),
        verify: async (_actor, _id, res) => expect(res.body.data).toMatchObject([{ produto_name: 'Mensal', status: null }]),
      },
      {
        call: 'GET /api/payment/{companyId}/buy/{productId}',
        expect: members(200, { consultor: 403, funcionario: 403 }),
        send: (actor, id) => getApi(actor, `/payment/${id}/buy/3`),
        verify: async (actor, id, res) => {
          expect(res.body.data.url).toMatch(/\/api\/payment\/sandbox\/checkout\/[\w-]{22}$/);
          const rows = await app().dataSource.query('SELECT buyer_id, product_name, status FROM purchases WHERE company_id = ?', [id]);
          expect(rows).toEqual([{ buyer_id: users[actor as Member].id, product_name: 'Anual', status: null }]);
        },
      },
      {
        call: 'GET /api/payment/get_company_id_for_checkout_code/{code}',
        expect: members(200),
        prepare: startPurchase,
        notFound: MESSAGES.checkoutNotFound,
        send: (actor, id) => getApi(actor, `/payment/get_company_id_for_checkout_code/${checkoutCodes.get(id)}`),
        verify: async (_actor, id, res) => expect(res.body.data).toEqual({ companyId: id, purchaseId: expect.any(Number) }),
      },
      {
        call: 'toggle_demo',
        expect: members(403, { sysadmin: 200 }),
        send: (actor, id) => get(actor, `toggle_demo/${id}`),
        verify: async (_actor, id) => expect(await modeOf(id)).toBe(2),
      },
    ];

    let sharedId: number;
    beforeAll(async () => {
      sharedId = await freshCompany('Alfa Indústria');
    });

    for (const testCase of cases) {
      describe(testCase.call, () => {
        for (const actor of ACTORS) {
          const status = testCase.expect[actor];
          it(`${actor} → ${status}`, async () => {
            // Allowed calls get a company of their own; refusals run on the shared one.
            const id = status === 200 ? await freshCompany() : sharedId;
            await testCase.prepare?.(id);
            const before = await snapshot();
            const res = await testCase.send(actor, id);
            expect(res.status, JSON.stringify(res.body)).toBe(status);
            if (status === 200) {
              expect(res.body.success).toBe(true);
              await testCase.verify?.(actor, id, res);
              return;
            }
            expect(res.body.success).toBe(false);
            expect(typeof res.body.message).toBe('string');
            if (status === 401) expect(res.body).toEqual(generalError(MESSAGES.unauthenticated));
            if (status === 404) expect(res.body).toEqual(generalError(testCase.notFound ?? MESSAGES.companyNotFound));
            expect(await snapshot()).toEqual(before);
          });
        }
      });
    }

    it('reports a refused delete under delete_company for the dialog', async () => {
      const res = await post('admin', 'delete_company', { id: sharedId }).expect(403);
      expect(res.body.errors.delete_company).toEqual([MESSAGES.deleteCompanyForbidden]);
    });

    it('answers 404 for an unknown company id exactly as for a foreign one', async () => {
      const unknown = await post('owner', 'get_company_basic_info', { id: 999_999 }).expect(404);
      const foreign = await post('owner', 'get_company_basic_info', { id: outsiderCompanyId }).expect(404);
      expect(unknown.body).toEqual(foreign.body);
    });

    it('refuses every call to a guest', async () => {
      for (const path of ['get_my_companies', 'get_companies_admin', 'get_choices']) {
        expect((await get('guest', path)).status, path).toBe(401);
      }
      const before = await snapshot();
      const res = await post('guest', 'new_company', { fantasy_name: 'X', business_model: 1, sector: 1, revenue: 1, reach: 1 });
      expect(res.status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('company lists and creation', () => {
    it('lists only the caller\'s companies, with the role flags', async () => {
      const id = await freshCompany('Zeta Serviços');
      const mine = envelopeSchema(myCompaniesSchema).parse((await get('consultor', 'get_my_companies').expect(200)).body).data!;
      const entry = mine.companies.find((c) => c.id === id)!;
      expect(entry).toMatchObject({ isConsultor: true, isOwner: false, isAdmin: false, isStaff: false, role: { id: 3, name: 'Consultor' } });
      expect(mine.companies.some((c) => c.id === outsiderCompanyId)).toBe(false);
      const names = mine.companies.map((c) => c.fantasy_name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    });

    it('gives a system administrator every company in the admin list, a member only theirs', async () => {
      const all = (await get('sysadmin', 'get_companies_admin').expect(200)).body.data as Company[];
      expect(all.some((c) => c.id === outsiderCompanyId)).toBe(true);
      expect(all.every((c) => c.isSysAdmin)).toBe(true);
      const theirs = (await get('funcionario', 'get_companies_admin').expect(200)).body.data as Company[];
      expect(theirs.some((c) => c.id === outsiderCompanyId)).toBe(false);
      expect(theirs.every((c) => c.isStaff && !c.isSysAdmin)).toBe(true);
    });

    it('answers the Brazilian choice sets', async () => {
      const res = await get('funcionario', 'get_choices').expect(200);
      expect(res.body.data.revenue[0]).toEqual({ value: 1, label: 'MEI — até R$ 81 mil' });
      expect(res.body.data.reach.map((c: { label: string }) => c.label)).toEqual(['Local', 'Regional', 'Estadual', 'Nacional', 'Internacional']);
      expect(res.body.data.sector.map((c: { label: string }) => c.label)).toContain('Agronegócio');
    });

    it('lets a user who owns no company create one trial, then asks for a payment method', async () => {
      const newcomer = await signUp(app(), { email: `novata.${Date.now()}@exemplo.com.br`, name: 'Novata' });
      const auth = { ...newcomer.auth, 'X-Forwarded-For': randomClientIp() };
      const first = await http().get('/api/general/get_my_companies').set(auth).expect(200);
      expect(first.body.data).toEqual({ companies: [], canCreateCompany: true, activeCompanyId: null });

      const expectedLocks = [dateDaysAhead(TRIAL_DAYS)];
      const created = await http()
        .post('/api/general/new_company')
        .set(auth)
        .send({ fantasy_name: '  Padaria Pão Quente  ', description: 'Pães', business_model: 2, sector: '11', revenue: 1, reach: 1 })
        .expect(201);
      expectedLocks.push(dateDaysAhead(TRIAL_DAYS));
      const data = company(created);
      expect(data).toMatchObject({
        fantasy_name: 'Padaria Pão Quente',
        name: 'Padaria Pão Quente',
        description: 'Pães',
        email: newcomer.email,
        company_mode: 1,
        isOwner: true,
        role: { id: 1, name: 'Proprietário' },
        business_model: 2,
        sector: 11,
      });
      // A 30-day trial: open until the end of the 30th day (Brasília).
      expect(expectedLocks.map((d) => endOfDayInBrasilia(parsePeriod(d)!).toISOString())).toContain(data.company_lock_date);
      expect(data.remaining_days).toBe(remainingDays(data.company_lock_date));
      expect([TRIAL_DAYS - 1, TRIAL_DAYS]).toContain(data.remaining_days);

      const after = (await http().get('/api/general/get_my_companies').set(auth).expect(200)).body.data;
      expect(after.canCreateCompany).toBe(false);
      expect(after.activeCompanyId).toBe(data.id);

      const before = await snapshot();
      const second = await http()
        .post('/api/general/new_company')
        .set(auth)
        .send({ fantasy_name: 'Outra', business_model: 1, sector: 1, revenue: 1, reach: 1 })
        .expect(403);
      expect(second.body).toEqual(generalError(MESSAGES.createCompanyForbidden));
      expect(await snapshot()).toEqual(before);
    });

    it('lets a system administrator and a member who owns nothing create companies', async () => {
      expect((await get('sysadmin', 'get_my_companies').expect(200)).body.data.canCreateCompany).toBe(true);
      expect((await get('funcionario', 'get_my_companies').expect(200)).body.data.canCreateCompany).toBe(true);
      expect((await get('owner', 'get_my_companies').expect(200)).body.data.canCreateCompany).toBe(false);
    });
  });

  describe('collaborators', () => {
    it('invites an unknown e-mail: account, membership and an e-mail whose link sets the password', async () => {
      const id = await freshCompany('Gama Consultoria');
      const email = `convidado.${Date.now()}@exemplo.com.br`;
      const found = await post('owner', 'find_user_by_email', { email, companyId: id }).expect(200);
      expect(found.body).toEqual({ success: true, data: null });

      const res = await post('admin', 'update_collaborator', { email, name: 'Carlos Convidado', role: 4, companyId: id }).expect(200);
      expect(res.body.data).toEqual({
        created: true,
        collaborator: { email, name: 'Carlos Convidado', role: { id: 4, name: 'Funcionário' }, isOwner: false },
      });
      const mail = mailsTo(app().config.mailOutboxDir, email).at(-1)!;
      expect(mail.text).toContain('Gama Consultoria');
      const invitation = linkIn(mail, app().config.publicUrl, 'redefinirSenha');
      // The reset page speaks of a first password when the link says it is an invitation.
      expect(new URL(invitation.url).searchParams.get(INVITATION_QUERY)).toBe('1');
      const [idencoded, token] = invitation.params;

      const again = await post('owner', 'find_user_by_email', { email, companyId: id }).expect(200);
      expect(again.body.data).toEqual({ first_name: 'Carlos Convidado', email, isStaff: true });

      // The invited person sets a password through the link and signs in: the company is theirs.
      const { cookie, header } = await xsrfToken(app().server);
      const base = { Cookie: cookie, ...header, 'X-Forwarded-For': randomClientIp() };
      await http().post('/api/auth/recoverPasswordForm').set(base).send({ idencoded, token, pass1: 'nova senha 123', pass2: 'nova senha 123' }).expect(200);
      const login = await http().post('/api/general/login').set(base).send({ email, password: 'nova senha 123' }).expect(200);
      const mine = await http()
        .get('/api/general/get_my_companies')
        .set({ ...base, Authorization: `Token ${login.body.data.token}` })
        .expect(200);
      expect(mine.body.data.companies.map((c: Company) => [c.id, c.isStaff])).toEqual([[id, true]]);
    });

    it('requires a name for a new account and writes nothing without one', async () => {
      const id = await freshCompany();
      const before = await snapshot();
      const res = await post('owner', 'update_collaborator', { email: `sem.nome.${Date.now()}@x.com.br`, name: '  ', role: 4, companyId: id }).expect(400);
      expect(res.body.errors).toEqual({ name: [MESSAGES.nameEmpty] });
      expect(await snapshot()).toEqual(before);
    });

    it('changes roles, and keeps at least one owner through every path', async () => {
      const id = await freshCompany();
      await post('owner', 'update_collaborator', { email: users.consultor.email, role: 2, companyId: id }).expect(200);
      const staff = async () => (await get('owner', `get_company_staff/${id}`).expect(200)).body.data.staff as { email: string; role: { id: number } }[];
      expect((await staff()).find((c) => c.email === users.consultor.email)!.role.id).toBe(2);

      // A second owner lets the system administrator demote the first.
      await post('sysadmin', 'update_collaborator', { email: users.admin.email, role: 1, companyId: id }).expect(200);
      await post('sysadmin', 'update_collaborator', { email: users.owner.email, role: 3, companyId: id }).expect(200);
      const last = await post('sysadmin', 'update_collaborator', { email: users.admin.email, role: null, companyId: id }).expect(409);
      expect(last.body.errors).toEqual({ role: [MESSAGES.lastOwner] });
      expect((await staff()).filter((c) => c.role.id === 1).map((c) => c.email)).toEqual([users.admin.email]);
    });

    it('never loses the last owner to two concurrent removals', async () => {
      const id = await freshCompany();
      await post('sysadmin', 'update_collaborator', { email: users.admin.email, role: 1, companyId: id }).expect(200);
      const answers = await Promise.all([
        post('sysadmin', 'update_collaborator', { email: users.owner.email, role: null, companyId: id }),
        post('sysadmin', 'update_collaborator', { email: users.admin.email, role: null, companyId: id }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const owners = await app().dataSource.query('SELECT user_id FROM company_memberships WHERE company_id = ? AND role = 1', [id]);
      expect(owners).toHaveLength(1);
    });

    /** A user who just signed up and created their trial company: the spammer of the probe. */
    async function newcomerWithCompany(label: string, name = 'Pessoa Nova'): Promise<{ user: SignedUpUser; companyId: number }> {
      const user = await signUp(app(), { email: `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`, name });
      const created = await http()
        .post('/api/general/new_company')
        .set({ ...user.auth, 'X-Forwarded-For': randomClientIp() })
        .send({ fantasy_name: 'Empresa Nova', business_model: 1, sector: 1, revenue: 1, reach: 1 })
        .expect(201);
      return { user, companyId: company(created).id };
    }
    const as = (user: SignedUpUser, path: string, body: object) =>
      http().post(`/api/general/${path}`).set({ ...user.auth, 'X-Forwarded-For': randomClientIp() }).send(body);
    const invitee = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;

    it('limits invitation e-mails: 20 an hour per inviter and per company, then 429 with Retry-After saying how long', async () => {
      const { user: spammer, companyId } = await newcomerWithCompany('spammer');
      for (let i = 0; i < 20; i++) {
        await as(spammer, 'update_collaborator', { email: invitee(`alvo${i}`), name: 'Ganhador', role: 4, companyId }).expect(200);
      }
      const before = await snapshot();
      const refused = await as(spammer, 'update_collaborator', { email: invitee('alvo20'), name: 'Ganhador', role: 4, companyId }).expect(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.body).toEqual(generalError(RATE_LIMIT_MESSAGES.invitationsByUser(waitText(retryAfter))));
      expect(refused.body.message).toMatch(/Tente novamente em \d+ (minutos?|segundos?|hora)/);
      // Nothing written, nothing sent.
      expect(await snapshot()).toEqual(before);
      // Adding someone who already has an account sends no e-mail and is not limited.
      await as(spammer, 'update_collaborator', { email: users.spare.email, role: 4, companyId }).expect(200);

      // Another manager of the same company is stopped by the company's own limit.
      await as(spammer, 'update_collaborator', { email: users.outsider.email, role: 2, companyId }).expect(200);
      const byCompany = await as(users.outsider, 'update_collaborator', { email: invitee('alvo21'), name: 'Ganhador', role: 4, companyId }).expect(429);
      expect(byCompany.body.message).toBe(RATE_LIMIT_MESSAGES.invitationsByCompany(waitText(Number(byCompany.headers['retry-after']))));
      // The outsider's own budget was given back: their other company still invites.
      await as(users.outsider, 'update_collaborator', { email: invitee('beta'), name: 'Colega', role: 4, companyId: outsiderCompanyId }).expect(200);
    });

    it('limits find_user_by_email to 30 lookups an hour per user, then 429 with Retry-After', async () => {
      const { user, companyId } = await newcomerWithCompany('lookup');
      for (let i = 0; i < 30; i++) await as(user, 'find_user_by_email', { email: invitee(`busca${i}`), companyId }).expect(200);
      const refused = await as(user, 'find_user_by_email', { email: users.owner.email, companyId }).expect(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.body).toEqual(generalError(RATE_LIMIT_MESSAGES.userLookups(waitText(retryAfter))));
      expect(JSON.stringify(refused.body)).not.toContain('Pessoa owner');
      // Per user: another manager still looks up.
      await post('owner', 'find_user_by_email', { email: users.funcionario.email }).expect(200);
    });

    it('writes the invitation with the inviter’s e-mail, how to ignore it, and links only to PUBLIC_URL, whatever the names say', async () => {
      const { user, companyId } = await newcomerWithCompany('premio', 'Visite www.premio-facil.com.br <b>já</b>');
      const bait = 'Ganhe R$ 10.000 em https://premio-facil.com/resgate <a href="https://premio-facil.com">aqui</a>';
      await as(user, 'update_company', { id: companyId, fantasy_name: bait, description: 'Prêmio' }).expect(200);
      const email = invitee('vitima');
      await as(user, 'update_collaborator', { email, name: 'Resgate em premio-facil.com', role: 4, companyId }).expect(200);

      const mail = mailsTo(app().config.mailOutboxDir, email).at(-1)!;
      const origin = app().config.publicUrl;
      expect(mail.text).toContain(`(${user.email}) adicionou você à empresa`);
      expect(mail.html).toContain(`(${user.email}) adicionou você à empresa`);
      expect(mail.text).toContain('Basta ignorar esta mensagem');
      // The only addresses anywhere in the message are links to our origin.
      for (const body of [mail.text, mail.html, mail.subject]) {
        for (const address of body.match(/https?:\/\/[^\s"'<>]+/g) ?? []) expect(address.startsWith(`${origin}/`), address).toBe(true);
        expect(body).not.toMatch(/premio-facil\.com|www\./);
      }
      expect(mail.text).toContain('https[:]//premio-facil[.]com/resgate');
      expect(mail.subject).toContain('premio-facil[.]com');
      // HTML: the names are text, never markup; the two links (button, fallback) are ours.
      expect(mail.html).toContain('&lt;b&gt;já&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>já</b>');
      expect(mail.html).toContain('&lt;a href=&quot;https[:]//premio-facil[.]com&quot;&gt;');
      const hrefs = [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs).toHaveLength(2);
      for (const href of hrefs) expect(href.startsWith(`${origin}/redefinirSenha/`)).toBe(true);
    });

    it('lets an invited address that never set a password claim the account by registering: the mailbox sets the password, the companies stay', async () => {
      const { user: inviter, companyId } = await newcomerWithCompany('claim');
      const email = invitee('convidada');
      await as(inviter, 'update_collaborator', { email, name: 'Clara Convidada', role: 3, companyId }).expect(200);
      const invitation = mailsTo(app().config.mailOutboxDir, email).at(-1)!;
      const { cookie, header } = await xsrfToken(app().server);
      const browser = { Cookie: cookie, ...header, 'X-Forwarded-For': randomClientIp() };
      const registration = (password: string) => ({ name: 'Intrusa', email, password1: password, password2: password, terms: true });
      const row = async () => (await app().dataSource.query('SELECT first_name, password_hash, email_confirmed FROM users WHERE email = ?', [email]))[0];

      const registered = await http().post('/api/auth/register').set(browser).send(registration('digitada 123')).expect(201);
      expect(registered.body).toEqual({ success: true, data: { id: expect.any(Number), email, confirmationSent: true }, message: MESSAGES.registered });
      // The typed password is not kept: whoever registers first does not own the account.
      expect(await row()).toMatchObject({ first_name: 'Clara Convidada', password_hash: null });
      await http().post('/api/general/login').set(browser).send({ email, password: 'digitada 123' }).expect(400);

      const activation = mailsTo(app().config.mailOutboxDir, email).at(-1)!;
      expect(activation.subject).toBe('Ative sua conta');
      expect(activation.text).toContain('a senha digitada no cadastro não foi usada');
      const [idencoded, token] = linkIn(activation, app().config.publicUrl, 'redefinirSenha').params;
      await http().post('/api/auth/recoverPasswordForm').set(browser).send({ idencoded, token, pass1: 'minha senha 1', pass2: 'minha senha 1' }).expect(200);
      // The invitation's link died with the password change: one account, one password.
      const [oldId, oldToken] = linkIn(invitation, app().config.publicUrl, 'redefinirSenha').params;
      await http().post('/api/auth/recoverPasswordForm').set(browser).send({ idencoded: oldId, token: oldToken, pass1: 'outra senha 2', pass2: 'outra senha 2' }).expect(400);

      const login = await http().post('/api/general/login').set(browser).send({ email, password: 'minha senha 1' }).expect(200);
      const mine = await http().get('/api/general/get_my_companies').set({ ...browser, Authorization: `Token ${login.body.data.token}` }).expect(200);
      expect(mine.body.data.companies.map((c: Company) => [c.id, c.role?.id])).toEqual([[companyId, 3]]);
      // Activated: registering the address again is the usual conflict.
      await http().post('/api/auth/register').set(browser).send(registration('digitada 123')).expect(409);
    });

    it('lets an invited address set its password through "Esqueceu sua senha?" too', async () => {
      const { user: inviter, companyId } = await newcomerWithCompany('recover');
      const email = invitee('esquecida');
      await as(inviter, 'update_collaborator', { email, name: 'Rita', role: 4, companyId }).expect(200);
      const { cookie, header } = await xsrfToken(app().server);
      const browser = { Cookie: cookie, ...header, 'X-Forwarded-For': randomClientIp() };
      await http().post('/api/general/send_recover_password_email').set(browser).send({ email }).expect(200);
      const mail = await waitForMail(app().config.mailOutboxDir, (m) => m.to.includes(email) && m.subject === 'Redefinição de senha');
      const [idencoded, token] = linkIn(mail, app().config.publicUrl, 'redefinirSenha').params;
      await http().post('/api/auth/recoverPasswordForm').set(browser).send({ idencoded, token, pass1: 'recuperada 1', pass2: 'recuperada 1' }).expect(200);
      const login = await http().post('/api/general/login').set(browser).send({ email, password: 'recuperada 1' }).expect(200);
      const mine = await http().get('/api/general/get_my_companies').set({ ...browser, Authorization: `Token ${login.body.data.token}` }).expect(200);
      expect(mine.body.data.companies.map((c: Company) => c.id)).toEqual([companyId]);
    });

    it('refuses a lookup to someone who manages no company', async () => {
      const res = await post('funcionario', 'find_user_by_email', { email: users.owner.email }).expect(403);
      expect(res.body).toEqual(generalError(MESSAGES.staffManageForbidden));
      const ok = await post('owner', 'find_user_by_email', { email: users.funcionario.email }).expect(200);
      expect(ok.body.data).toEqual({ first_name: 'Pessoa funcionario', email: users.funcionario.email });
    });
  });

  describe('company mode through the API', () => {
    const info = async (id: number) => company(await post('owner', 'get_company_basic_info', { id }).expect(200));

    it('derives 1 → 2 → 0 → 1 from plan, lock and lock date', async () => {
      const id = await freshCompany();
      expect((await info(id)).company_mode).toBe(1);

      expect(company(await get('sysadmin', `toggle_demo/${id}`).expect(200)).company_mode).toBe(2);
      expect((await info(id)).company_mode).toBe(2);

      expect(company(await get('sysadmin', `lock_company/${id}`).expect(200)).company_mode).toBe(0);
      expect((await info(id)).company_mode).toBe(0);
      // Extending a blocked company moves the date but keeps it blocked.
      const extended = company(await post('sysadmin', `extend_company/${id}`, { date: dateDaysAhead(40) }).expect(200));
      expect(extended.company_mode).toBe(0);
      expect(extended.company_lock_date).toBe(endOfDayInBrasilia(parsePeriod(dateDaysAhead(40))!).toISOString());

      const date = dateDaysAhead(10);
      const unlocked = company(await post('sysadmin', `unlock_company/${id}`, { date }).expect(200));
      expect(unlocked.company_mode).toBe(2);
      expect(unlocked.company_lock_date).toBe(endOfDayInBrasilia(parsePeriod(date)!).toISOString());
      expect(unlocked.remaining_days).toBe(remainingDays(unlocked.company_lock_date));

      expect(company(await get('sysadmin', `toggle_demo/${id}`).expect(200)).company_mode).toBe(1);
      // Today is allowed: open until the end of today.
      const today = company(await post('sysadmin', `extend_company/${id}`, { date: dateDaysAhead(0) }).expect(200));
      expect(today.company_mode).toBe(1);
      expect(today.remaining_days).toBe(0);
    });

    it('blocks a company whose trial ran out', async () => {
      const id = await freshCompany();
      // Only time passing makes a lock date past (the API refuses past dates): stand in for it.
      await transaction(app().dataSource, (manager) =>
        manager.update(CompanyEntity, { id }, { lockDate: new Date(Date.now() - 3 * 86_400_000) }),
      );
      const data = await info(id);
      expect(data.company_mode).toBe(0);
      expect(data.remaining_days).toBeLessThan(0);
      // Extending it into the future opens it again.
      expect(company(await post('sysadmin', `extend_company/${id}`, { date: dateDaysAhead(5) }).expect(200)).company_mode).toBe(1);
    });
  });

  describe('bad input', () => {
    let id: number;
    beforeAll(async () => {
      id = await freshCompany('Delta Bad Input');
    });

    const long = 'x'.repeat(10_000);
    const cases: { name: string; send: () => request.Test; errors: Record<string, string[]> }[] = [
      { name: 'basic info without id', send: () => post('owner', 'get_company_basic_info', {}), errors: { id: [MESSAGES.invalidId] } },
      { name: 'basic info with a text id', send: () => post('owner', 'get_company_basic_info', { id: 'abc' }), errors: { id: [MESSAGES.invalidId] } },
      { name: 'staff of a text id', send: () => get('owner', 'get_company_staff/abc'), errors: { companyId: [MESSAGES.invalidId] } },
      { name: 'delete with id 0', send: () => post('owner', 'delete_company', { id: 0 }), errors: { id: [MESSAGES.invalidId] } },
      {
        name: 'new company without anything',
        send: () => post('sysadmin', 'new_company', {}),
        errors: {
          fantasy_name: [MESSAGES.nameRequired],
          business_model: [MESSAGES.fieldRequired],
          sector: [MESSAGES.fieldRequired],
          revenue: [MESSAGES.fieldRequired],
          reach: [MESSAGES.fieldRequired],
        },
      },
      {
        name: 'new company with unknown choices and long texts',
        send: () => post('sysadmin', 'new_company', { fantasy_name: long, description: long, business_model: 99, sector: 0, revenue: 'x', reach: true }),
        errors: {
          fantasy_name: [MESSAGES.textTooLong],
          description: [MESSAGES.textTooLong],
          business_model: [MESSAGES.invalidChoice],
          sector: [MESSAGES.invalidChoice],
          revenue: [MESSAGES.invalidChoice],
          reach: [MESSAGES.invalidChoice],
        },
      },
      { name: 'update with a blank name', send: () => post('owner', 'update_company', { id, fantasy_name: '   ' }), errors: { fantasy_name: [MESSAGES.nameRequired] } },
      { name: 'update with a non-text description', send: () => post('owner', 'update_company', { id, fantasy_name: 'A', description: 5 }), errors: { description: [MESSAGES.textInvalid] } },
      {
        name: 'create with control characters in the name and a bidirectional override in the description',
        send: () => post('owner', 'new_company', { fantasy_name: 'A\u0000B', description: 'x\u202Ey', business_model: 1, sector: 1, revenue: 1, reach: 1 }),
        errors: { fantasy_name: [MESSAGES.textInvalid], description: [MESSAGES.textInvalid] },
      },
      {
        // JSON.stringify writes them as the escapes "\ud83d" and "\ude00", which JSON.parse turns back into lone surrogates.
        name: 'rename with lone UTF-16 surrogates (half an emoji) in the name and the description',
        send: () => post('owner', 'update_company', { id, fantasy_name: 'Empresa \ud83d', description: '\ude00 texto' }),
        errors: { fantasy_name: [MESSAGES.textInvalid], description: [MESSAGES.textInvalid] },
      },
      {
        name: 'collaborator with bad e-mail, role and company',
        send: () => post('owner', 'update_collaborator', { email: 'sem-arroba', role: 7, companyId: 'x' }),
        errors: { email: [MESSAGES.emailInvalid], role: [MESSAGES.invalidRole], companyId: [MESSAGES.invalidId] },
      },
      { name: 'lookup without e-mail', send: () => post('owner', 'find_user_by_email', { companyId: id }), errors: { email: [MESSAGES.emailRequired] } },
      { name: 'active company 0', send: () => get('owner', 'set_active_company/0'), errors: { id: [MESSAGES.invalidId] } },
      { name: 'lock with a text id', send: () => get('sysadmin', 'lock_company/abc'), errors: { id: [MESSAGES.invalidId] } },
      { name: 'unlock with a past date', send: () => post('sysadmin', `unlock_company/${id}`, { date: '2020-01-01' }), errors: { date: [MESSAGES.invalidFutureDate] } },
      { name: 'unlock without a date', send: () => post('sysadmin', `unlock_company/${id}`, {}), errors: { date: [MESSAGES.invalidFutureDate] } },
      { name: 'extend with an impossible date', send: () => post('sysadmin', `extend_company/${id}`, { date: '2099-02-30' }), errors: { date: [MESSAGES.invalidFutureDate] } },
      { name: 'extend with yesterday', send: () => post('sysadmin', `extend_company/${id}`, { date: dateDaysAhead(-1) }), errors: { date: [MESSAGES.invalidFutureDate] } },
      { name: 'toggle with a fraction', send: () => get('sysadmin', 'toggle_demo/1.5'), errors: { id: [MESSAGES.invalidId] } },
    ];

    for (const testCase of cases) {
      it(`${testCase.name} → 400 with pt-BR field errors, nothing written`, async () => {
        const before = await snapshot();
        const res = await testCase.send();
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toEqual({ success: false, errors: testCase.errors, message: MESSAGES.invalidInput });
        expect(await snapshot()).toEqual(before);
      });
    }

    it('answers a body that is not JSON with 400', async () => {
      const res = await http()
        .post('/api/general/update_company')
        .set(headers('owner'))
        .set('Content-Type', 'application/json')
        .send('{"id":');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(generalError(MESSAGES.malformedJson));
    });
  });
}

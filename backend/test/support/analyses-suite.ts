import { analysisSchema, currentMonth, demoLimitMessage, envelopeSchema, MESSAGES, Role } from 'contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWithStaff } from './companies.js';
import type { TestApp } from './test-app.js';
import { randomClientIp, type SignedUpUser, signUp } from './users.js';
import { xsrfToken } from './test-app.js';

const ACTORS = ['owner', 'admin', 'consultor', 'funcionario', 'outsider', 'sysadmin', 'guest'] as const;
type Actor = (typeof ACTORS)[number];
type Member = Exclude<Actor, 'guest'>;

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

/**
 * The analysis pattern (backend/src/analyses) through the test-only probe analysis
 * (support/analysis-probe.module.ts): access by role, blocked companies, demo limits under
 * concurrency, base fields and monthly values (upsert, exact money, SQL sums).
 */
export function analysesSuite(app: () => TestApp): void {
  const users = {} as Record<Member, SignedUpUser>;
  let guest: Record<string, string>;
  let companyId: number;

  const headers = (actor: Actor) => (actor === 'guest' ? guest : { ...users[actor].auth, 'X-Forwarded-For': randomClientIp() });
  const http = () => request(app().server);
  const api = {
    get: (actor: Actor, path: string) => http().get(`/api/${path}`).set(headers(actor)),
    post: (actor: Actor, path: string, body: object) => http().post(`/api/${path}`).set(headers(actor)).send(body),
    patch: (actor: Actor, path: string, body: object) => http().patch(`/api/${path}`).set(headers(actor)).send(body),
    put: (actor: Actor, path: string, body: object) => http().put(`/api/${path}`).set(headers(actor)).send(body),
    delete: (actor: Actor, path: string) => http().delete(`/api/${path}`).set(headers(actor)),
  };

  const company = (name: string) =>
    companyWithStaff(
      app(),
      users.sysadmin,
      (['owner', 'admin', 'consultor', 'funcionario'] as const).map((actor, index) => ({ user: users[actor], role: (index + 1) as Role })),
      name,
    );
  const create = (actor: Actor, id: number, name = 'Análise') => api.post(actor, `_probe/company/${id}/analyses`, { name });
  const created = async (id: number, name = 'Análise'): Promise<number> => (await create('owner', id, name).expect(201)).body.data.id;
  const toggleDemo = (id: number) => api.get('sysadmin', `general/toggle_demo/${id}`).expect(200);
  const count = async (table: string, where = ''): Promise<number> =>
    Number((await app().dataSource.query(`SELECT COUNT(*) AS n FROM ${table} ${where}`))[0].n);

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    for (const actor of ['owner', 'admin', 'consultor', 'funcionario', 'outsider', 'sysadmin'] as const) {
      users[actor] = await signUp(app(), { email: `${actor}.an.${suffix}@exemplo.com.br`, name: `Pessoa ${actor}`, sysAdmin: actor === 'sysadmin' });
    }
    const xsrf = await xsrfToken(app().server);
    guest = { Cookie: xsrf.cookie, ...xsrf.header };
    companyId = await company('Analítica');
    await toggleDemo(companyId); // full: the matrix below creates more than the demo allows
  });

  describe('access by role (docs/domain/companies-and-roles.md)', () => {
    const readers = { owner: 200, admin: 200, consultor: 200, funcionario: 200, outsider: 404, sysadmin: 200, guest: 401 };
    const writers = (ok: number) => ({ owner: ok, admin: ok, consultor: ok, funcionario: 403, outsider: 404, sysadmin: ok, guest: 401 });

    it.each(ACTORS)('lists the analyses of a company: %s', async (actor) => {
      const res = await api.get(actor, `_probe/company/${companyId}/analyses`);
      expect(res.status).toBe(readers[actor]);
      if (actor === 'outsider') expect(res.body).toEqual(generalError(MESSAGES.companyNotFound));
    });

    it.each(ACTORS)('creates an analysis: %s', async (actor) => {
      const before = await count('probe_analyses');
      const res = await create(actor, companyId, `Criada por ${actor}`);
      expect(res.status).toBe(writers(201)[actor]);
      if (actor === 'funcionario') expect(res.body).toEqual(generalError(MESSAGES.analysisEditForbidden));
      if (actor === 'outsider') expect(res.body).toEqual(generalError(MESSAGES.companyNotFound));
      expect(await count('probe_analyses')).toBe(before + (res.status === 201 ? 1 : 0));
      if (res.status === 201) {
        const analysis = envelopeSchema(analysisSchema).parse(res.body).data!;
        expect(analysis).toMatchObject({ company_id: companyId, name: `Criada por ${actor}`, description: '' });
        expect(analysis.created_at).toBe(analysis.updated_at);
      }
    });

    it.each(ACTORS)('reads one analysis by id: %s', async (actor) => {
      const id = await created(companyId);
      const res = await api.get(actor, `_probe/analyses/${id}`);
      expect(res.status).toBe(readers[actor]);
      // a company the caller may not see: the analysis is as unknown as a missing one
      if (actor === 'outsider') expect(res.body).toEqual(generalError(MESSAGES.analysisNotFound));
    });

    it.each(ACTORS)('renames an analysis (PATCH of the changed fields): %s', async (actor) => {
      const id = await created(companyId, 'Antes');
      const res = await api.patch(actor, `_probe/analyses/${id}`, { name: 'Depois' });
      expect(res.status).toBe(writers(200)[actor]);
      const stored = (await api.get('owner', `_probe/analyses/${id}`).expect(200)).body.data;
      expect(stored.name).toBe(res.status === 200 ? 'Depois' : 'Antes');
      expect(stored.description).toBe('');
    });

    it.each(ACTORS)('deletes an analysis: %s', async (actor) => {
      const id = await created(companyId);
      const res = await api.delete(actor, `_probe/analyses/${id}`);
      expect(res.status).toBe(writers(200)[actor]);
      await api.get('owner', `_probe/analyses/${id}`).expect(res.status === 200 ? 404 : 200);
    });

    it('answers an unknown analysis with 404 and refuses bad input with pt-BR field errors', async () => {
      expect((await api.get('owner', '_probe/analyses/999999').expect(404)).body).toEqual(generalError(MESSAGES.analysisNotFound));
      const bad = await create('owner', companyId, '   ').expect(400);
      expect(bad.body.errors).toEqual({ name: [MESSAGES.nameRequired] });
      await api.get('owner', '_probe/analyses/abc').expect(400);
    });

    it('answers 403 with the pt-BR message on every analysis call of a blocked company, to everyone', async () => {
      const id = await created(companyId);
      await api.get('sysadmin', `general/lock_company/${companyId}`).expect(200);
      try {
        for (const actor of ['owner', 'funcionario', 'sysadmin'] as const) {
          for (const res of [
            await api.get(actor, `_probe/company/${companyId}/analyses`),
            await api.get(actor, `_probe/analyses/${id}`),
            await create(actor, companyId),
            await api.patch(actor, `_probe/analyses/${id}`, { name: 'Bloqueada' }),
          ]) {
            expect(res.status).toBe(403);
            expect(res.body).toEqual(generalError(MESSAGES.companyBlocked));
          }
        }
        // a non-member still learns nothing
        expect((await api.get('outsider', `_probe/analyses/${id}`)).status).toBe(404);
      } finally {
        await api.post('sysadmin', `general/unlock_company/${companyId}`, { date: '2099-12-31' }).expect(200);
      }
      await api.get('owner', `_probe/analyses/${id}`).expect(200);
    });
  });

  describe('demo limits (docs/domain/plans-and-limits.md)', () => {
    it('lets a demo company create 3 MCPs, refuses the 4th with the pt-BR limit text, and frees a place on delete', async () => {
      const id = await company('Demonstração Ltda');
      const ids = [await created(id), await created(id), await created(id)];
      const refused = await create('admin', id).expect(403);
      expect(refused.body).toEqual(generalError(demoLimitMessage('mcp', id)));
      await create('sysadmin', id).expect(403); // the limit is the company's, whoever asks
      expect(await count('probe_analyses', `WHERE company_id = ${id}`)).toBe(3);
      await api.delete('owner', `_probe/analyses/${ids[0]}`).expect(200);
      await create('consultor', id).expect(201);
      await toggleDemo(id); // full plan: no limit
      await create('consultor', id).expect(201);
    });

    it('never exceeds the limit with 50 concurrent creations', async () => {
      const id = await company('Corrida S.A.');
      const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => create(n % 2 ? 'owner' : 'admin', id, `Paralela ${n}`)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 403)).toHaveLength(47);
      expect(await count('probe_analyses', `WHERE company_id = ${id}`)).toBe(3);
    });

    it('deletes the analyses, their items and months with their company', async () => {
      const id = await company('Efêmera');
      const analysisId = await created(id);
      const item = (await api.post('owner', `_probe/analyses/${analysisId}/items`, { groupNo: 1 }).expect(201)).body.data.id;
      await api.put('owner', `_probe/items/${item}/month`, { date: '2025-01-01', total: 10 }).expect(200);
      await api.post('owner', 'general/delete_company', { id }).expect(200);
      expect(await count('probe_analyses', `WHERE company_id = ${id}`)).toBe(0);
      expect(await count('probe_items', `WHERE analysis_id = ${analysisId}`)).toBe(0);
      expect(await count('probe_item_months', `WHERE item_id = ${item}`)).toBe(0);
    });
  });

  describe('monthly values', () => {
    let analysisId: number;
    const items: number[] = [];
    const putMonth = (item: number, body: object, actor: Actor = 'consultor') => api.put(actor, `_probe/items/${item}/month`, body);

    beforeAll(async () => {
      analysisId = await created(companyId, 'Mensal');
      for (const groupNo of [1, 1, 2]) {
        items.push((await api.post('owner', `_probe/analyses/${analysisId}/items`, { groupNo }).expect(201)).body.data.id);
      }
    });

    it('keeps one row per item and month: a second write of the month updates it, other columns kept', async () => {
      const [item] = items;
      expect((await putMonth(item, { date: '2024-12-17', total: 100, amount: 2.5 }).expect(200)).body.data).toEqual({
        month: '2024-12-01',
        total: 100,
        amount: 2.5,
      });
      expect((await putMonth(item, { date: '2024-12-01', total: 120.45 }).expect(200)).body.data).toEqual({
        month: '2024-12-01',
        total: 120.45,
        amount: 2.5,
      });
      expect(await count('probe_item_months', `WHERE item_id = ${item}`)).toBe(1);
      await api.put('funcionario', `_probe/items/${item}/month`, { date: '2024-12-01', total: 1 }).expect(403);
      expect((await putMonth(item, { date: '2024-12-01' }).expect(200)).body.data.total).toBe(120.45);
    });

    it('stores money as whole centavos, never a float', async () => {
      const [, item] = items;
      await putMonth(item, { date: '2023-01-01', total: 0.1 }).expect(200);
      await putMonth(item, { date: '2023-02-01', total: 0.2 }).expect(200);
      await putMonth(item, { date: '2023-03-01', total: 9_999_999_999_999.99 }).expect(200);
      const raw = await app().dataSource.query(`SELECT total FROM probe_item_months WHERE item_id = ${item} ORDER BY month`);
      expect(raw.map((row: { total: unknown }) => String(row.total))).toEqual(['10', '20', '999999999999999']);
      const sums = (await api.get('owner', `_probe/analyses/${analysisId}/sums`).expect(200)).body.data;
      const of2023 = sums.items[item].filter((m: { month: string }) => m.month.startsWith('2023-'));
      expect(of2023.map((m: { values: { total: number } }) => m.values.total)).toEqual([0.1, 0.2, 9_999_999_999_999.99]);
    });

    it('writes this month (Brasília) when no date is sent', async () => {
      const [, , item] = items;
      expect((await putMonth(item, { total: 5 }).expect(200)).body.data.month).toBe(currentMonth());
    });

    it('refuses bad months and amounts with pt-BR field errors, writing nothing', async () => {
      const [item] = items;
      const before = await count('probe_item_months');
      const cases: [object, string, string][] = [
        [{ date: '2025-13-01', total: 1 }, 'date', MESSAGES.invalidMonth],
        [{ date: 'janeiro', total: 1 }, 'date', MESSAGES.invalidMonth],
        [{ date: '2025-01-01', total: 1.005 }, 'total', MESSAGES.invalidMoney],
        [{ date: '2025-01-01', total: -1 }, 'total', MESSAGES.invalidMoney],
        [{ date: '2025-01-01', total: '10' }, 'total', MESSAGES.invalidMoney],
        [{ date: '2025-01-01', total: 1e16 }, 'total', MESSAGES.invalidMoney],
      ];
      for (const [body, field, message] of cases) {
        const res = await putMonth(item, body).expect(400);
        expect(res.body.errors).toEqual({ [field]: [message] });
      }
      expect(await count('probe_item_months')).toBe(before);
    });

    it('meets concurrent writes of one month on one row', async () => {
      const [, , item] = items;
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => putMonth(item, { date: '2022-06-01', total: n + 1 })));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      expect(await count('probe_item_months', `WHERE item_id = ${item} AND month = '2022-06-01'`)).toBe(1);
    });

    it('sums by item and by joined group in SQL, month by month', async () => {
      const fresh = await created(companyId, 'Gráfico');
      const [a, b, c] = await Promise.all(
        [1, 1, 2].map(async (groupNo) => (await api.post('owner', `_probe/analyses/${fresh}/items`, { groupNo }).expect(201)).body.data.id as number),
      );
      const months: [number, string, number][] = [
        [a, '2024-11-01', 300],
        [a, '2024-12-01', 400.5],
        [b, '2024-12-01', 300],
        [a, '2025-01-01', 350],
        [b, '2025-02-01', 750.5],
        [c, '2025-02-01', 99.99],
      ];
      for (const [item, date, total] of months) await putMonth(item, { date, total, amount: 1 }).expect(200);
      const sums = (await api.get('funcionario', `_probe/analyses/${fresh}/sums`).expect(200)).body.data;
      expect(sums.groups[1]).toEqual([
        { month: '2024-11-01', values: { total: 300, amount: 1 } },
        { month: '2024-12-01', values: { total: 700.5, amount: 2 } },
        { month: '2025-01-01', values: { total: 350, amount: 1 } },
        { month: '2025-02-01', values: { total: 750.5, amount: 1 } },
      ]);
      expect(sums.groups[2]).toEqual([{ month: '2025-02-01', values: { total: 99.99, amount: 1 } }]);
      expect(sums.items[a].map((m: { values: { total: number } }) => m.values.total)).toEqual([300, 400.5, 350]);
      await api.get('outsider', `_probe/analyses/${fresh}/sums`).expect(404);
    });

    it('moves the analysis updated_at when something inside it changes', async () => {
      const before = (await api.get('owner', `_probe/analyses/${analysisId}`).expect(200)).body.data;
      await new Promise((resolve) => setTimeout(resolve, 1100)); // DATETIME keeps whole seconds
      await putMonth(items[0], { date: '2021-01-01', total: 1 }).expect(200);
      const after = (await api.get('owner', `_probe/analyses/${analysisId}`).expect(200)).body.data;
      expect(after.created_at).toBe(before.created_at);
      expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    });
  });
}

import {
  LIVE_CELLS_MAX,
  type LiveChange,
  liveGradeCell,
  type LivePresence,
  MESSAGES,
  type MultifatorialCategoryWithItems,
  type MultifatorialCriterion,
  type MultifatorialItem,
  type SwotItem,
} from 'contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyActors, signUpActors } from './actors.js';
import { apiCalls, generalError } from './analysis-matrix.js';
import { openLiveStream } from './live-stream.js';
import { listeningPort, type TestApp } from './test-app.js';

/** Live changes (Server-Sent Events) of a company, through the running server, on one driver. */
export function liveSuite(app: () => TestApp): void {
  let actors: CompanyActors;
  let base: string;
  const api = apiCalls(app, () => actors);
  const { ok, send } = api;
  const ticketOf = async (actor: 'owner' | 'admin' | 'consultor' | 'funcionario', companyId: number) =>
    (await ok<{ ticket: string }>(actor, 'post', `/api/company/${companyId}/events/ticket`)).ticket;

  beforeAll(async () => {
    actors = await signUpActors(app());
    base = `http://127.0.0.1:${await listeningPort(app().server)}`;
  });

  it('gives a member a ticket that opens one stream once, and refuses everyone else', async () => {
    const companyId = await actors.freshCompany('Padaria Ao Vivo');
    const ticket = await ticketOf('funcionario', companyId);
    const stream = await openLiveStream(base, companyId, { ticket });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('etag')).toBeNull();
    stream.close();

    const again = await openLiveStream(base, companyId, { ticket });
    expect(again.status).toBe(401);
    expect(again.json).toEqual(generalError(MESSAGES.liveTicketInvalid));
    expect((await openLiveStream(base, companyId, { ticket: 'inventado' })).status).toBe(401);
    // A ticket names its company: it opens no other.
    const other = await actors.freshCompany('Outra Padaria');
    expect((await openLiveStream(base, other, { ticket: await ticketOf('owner', companyId) })).status).toBe(401);

    for (const actor of ['outsider', 'sysadmin'] as const) {
      const res = await send(actor, 'post', `/api/company/${companyId}/events/ticket`);
      expect(res.status, actor).toBe(404);
      expect(res.body).toEqual(generalError(MESSAGES.companyNotFound));
    }
    expect((await send('guest', 'post', `/api/company/${companyId}/events/ticket`)).status).toBe(401);
    expect((await send('owner', 'post', `/api/company/abc/events/ticket`)).status).toBe(400);
    expect((await request(app().server).get(`/api/company/${companyId}/events`)).status).toBe(400);
  });

  it("sends each committed write to the company's open streams, who made it included, and replays what a stream missed", async () => {
    const companyId = await actors.freshCompany('Padaria Central');
    const swot = await ok('consultor', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT da padaria' });
    const stream = await openLiveStream(base, companyId, { ticket: await ticketOf('funcionario', companyId) });
    const item = await ok<SwotItem>('consultor', 'post', `/api/swots/${swot.id}/items/`, { quadrant: 'S', text: 'Pão Francês', importance: 1 });
    const created = await stream.next('change');
    expect(created.id).toMatch(/^\d+-\d+$/);
    const change = created.data as LiveChange;
    expect(change).toMatchObject({
      kind: 'swot',
      analysisId: swot.id,
      part: 'item',
      partId: item.id,
      label: 'Pão Francês',
      author: { id: actors.users.consultor.id, name: 'Pessoa consultor' },
    });

    // A refused write (a Funcionário's) and a failed one send nothing; the next write is the next event.
    expect((await send('funcionario', 'put', `/api/swot_items/${item.id}/`, { quadrant: 'S', text: 'Nada', importance: 1 })).status).toBe(403);
    await ok('admin', 'put', `/api/swot_items/${item.id}/`, { quadrant: 'S', text: 'Pão de Queijo', importance: 1 });
    const renamed = await stream.next('change');
    expect(renamed.data).toMatchObject({ part: 'item', partId: item.id, label: 'Pão de Queijo', author: { name: 'Pessoa admin' } });
    expect((renamed.data as LiveChange).version).toBeGreaterThan(change.version);
    await ok('owner', 'patch', `/api/v3/swots/${swot.id}/`, { name: 'SWOT 2026' });
    expect((await stream.next('change')).data).toMatchObject({ kind: 'swot', analysisId: swot.id, part: null, label: 'SWOT 2026' });
    expect(stream.frames.filter((frame) => frame.event === 'change')).toHaveLength(3);
    stream.close();

    // Missed while away: replayed from the last id seen, in order, by header or by query.
    await ok('owner', 'delete', `/api/swot_items/${item.id}/`);
    const later = await ok<SwotItem>('owner', 'post', `/api/swots/${swot.id}/items/`, { quadrant: 'O', text: 'Bairro novo', importance: 1 });
    for (const resume of [{ header: created.id! }, { query: created.id! }]) {
      const back = await openLiveStream(
        base,
        companyId,
        { ticket: await ticketOf('funcionario', companyId), ...(resume.query ? { lastEventId: resume.query } : {}) },
        resume.header ? { 'Last-Event-ID': resume.header } : {},
      );
      const replayed = [await back.next('change'), await back.next('change'), await back.next('change'), await back.next('change')];
      expect(replayed.map((frame) => [(frame.data as LiveChange).part, (frame.data as LiveChange).partId])).toEqual([
        ['item', item.id],
        [null, null],
        ['item', item.id],
        ['item', later.id],
      ]);
      expect(replayed[0]!.id).toBe(renamed.id);
      back.close();
    }
  });

  it('says what each write did (created, updated, deleted) to which part, named as it was', async () => {
    const companyId = await actors.freshCompany('Padaria Ações');
    const stream = await openLiveStream(base, companyId, { ticket: await ticketOf('funcionario', companyId) });
    const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Linha 2026' });
    expect((await stream.next('change')).data).toMatchObject({ kind: 'mcp', analysisId: mcp.id, part: null, action: 'created', label: 'Linha 2026' });
    const category = await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Pães' });
    expect((await stream.next('change')).data).toMatchObject({ part: 'category', partId: category.id, action: 'created', label: 'Pães' });
    const product = await ok('owner', 'post', '/api/products/', { categoryId: category.id, name: 'Pão Francês' });
    expect((await stream.next('change')).data).toMatchObject({ part: 'product', partId: product.id, action: 'created', label: 'Pão Francês' });
    await ok('owner', 'put', `/api/products/${product.id}/`, { categoryId: category.id, name: 'Pão Francês 50 g' });
    expect((await stream.next('change')).data).toMatchObject({ part: 'product', partId: product.id, action: 'updated', label: 'Pão Francês 50 g' });
    await ok('owner', 'delete', `/api/products/${product.id}/`);
    expect((await stream.next('change')).data).toMatchObject({ part: 'product', partId: product.id, action: 'deleted', label: 'Pão Francês 50 g' });
    await ok('owner', 'delete', `/api/category/${category.id}/`);
    expect((await stream.next('change')).data).toMatchObject({ part: 'category', partId: category.id, action: 'deleted', label: 'Pães' });
    await ok('owner', 'delete', `/api/mcps/${mcp.id}/`);
    const gone = (await stream.next('change')).data as LiveChange;
    expect(gone).toMatchObject({ part: null, action: 'deleted', label: 'Linha 2026' });
    expect(gone.cells).toBeUndefined();
    stream.close();
  });

  it('names the cells of a write of many (grid, crossings, grades, import), or only their count beyond a few dozen', async () => {
    const companyId = await actors.freshCompany('Padaria Células');
    const mcp = await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'Linha 2026' });
    const category = await ok('owner', 'post', `/api/mcps/${mcp.id}/categories/`, { name: 'Pães' });
    const product = await ok('owner', 'post', '/api/products/', { categoryId: category.id, name: 'Pão Francês' });
    const competitor = await ok('owner', 'post', '/api/competitors/', { categoryId: category.id, name: 'Padaria Rival' });
    const stream = await openLiveStream(base, companyId, { ticket: await ticketOf('funcionario', companyId) });

    await ok('consultor', 'put', `/api/mcps/${mcp.id}/control_data/`, [
      { kind: 'product', id: product.id, date: '2026-05', total: 111, cost: 40, amount: 10 },
      { kind: 'competitor', id: competitor.id, date: '2026-06', total: 200, cost: 90, amount: 25 },
    ]);
    const grid = (await stream.next('change')).data as LiveChange;
    expect(grid).toMatchObject({ kind: 'mcp', analysisId: mcp.id, part: null, partId: null, action: 'updated', author: { name: 'Pessoa consultor' } });
    expect(grid.cells).toEqual({
      area: 'controlData',
      count: 2,
      list: [
        { part: 'product', id: product.id, cell: '2026-05-01' },
        { part: 'competitor', id: competitor.id, cell: '2026-06-01' },
      ],
    });
    // Beyond LIVE_CELLS_MAX: the count alone.
    const months = Array.from({ length: LIVE_CELLS_MAX + 1 }, (_, index) => `${2020 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
    await ok('consultor', 'put', `/api/mcps/${mcp.id}/control_data/`, months.map((date) => ({ kind: 'product', id: product.id, date, total: 1, cost: 0, amount: 1 })));
    expect(((await stream.next('change')).data as LiveChange).cells).toEqual({ area: 'controlData', count: LIVE_CELLS_MAX + 1, list: [] });
    await ok('owner', 'put', `/api/products/${product.id}/update_control/`, { date: '2026-07', total: 5, cost: 1, amount: 1 });
    expect(((await stream.next('change')).data as LiveChange).cells).toEqual({ area: 'controlData', count: 1, list: [{ part: 'product', id: product.id, cell: '2026-07-01' }] });
    await ok('owner', 'put', `/api/products/${product.id}/update_expenses/`, { date: '2026-07', expenses: [{ name: 'Embalagem', value: 3 }] });
    expect(((await stream.next('change')).data as LiveChange).cells).toEqual({ area: 'expenses', count: 1, list: [{ part: 'expense', id: product.id, cell: '2026-07-01' }] });

    const swot = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT' });
    const strength = await ok<SwotItem>('owner', 'post', `/api/swots/${swot.id}/items/`, { quadrant: 'S', text: 'Forno novo', importance: 1 });
    const threat = await ok<SwotItem>('owner', 'post', `/api/swots/${swot.id}/items/`, { quadrant: 'T', text: 'Rival', importance: 1 });
    await ok('owner', 'put', `/api/swots/${swot.id}/crossings/`, [{ internal: strength.id, external: threat.id, intensity: 2 }]);
    const crossings = await stream.next('change', (data: LiveChange) => data.cells?.area === 'crossings');
    expect((crossings.data as LiveChange).cells!.list).toEqual([{ part: 'crossing', id: strength.id, cell: String(threat.id) }]);

    const multifatorial = await ok('owner', 'post', `/api/company/${companyId}/multifatoriais/`, { name: 'Mercados' });
    const [criterion] = (await ok<MultifatorialCriterion[]>('owner', 'get', `/api/multifatoriais/${multifatorial.id}/criteria/`)).filter((c) => c.axis === 'attractiveness');
    const market = await ok('owner', 'post', `/api/multifatorial/${multifatorial.id}/categories/`, { name: 'Centro' });
    const item = await ok<MultifatorialItem>('owner', 'post', `/api/multifatorial/${multifatorial.id}/categories/${market.id}/items/`, { name: 'Broa' });
    expect((await stream.next('change', (data: LiveChange) => data.kind === 'multifatorial' && data.part === 'item')).data).toMatchObject({ partId: item.id, action: 'created', label: 'Broa' });
    await ok('owner', 'put', `/api/multifatoriais/${multifatorial.id}/grades/`, { date: '2026-05', grades: [{ criterionId: criterion!.id, categoryId: market.id, grade: 0.7 }] });
    const grades = await stream.next('change', (data: LiveChange) => data.cells?.area === 'grades');
    expect((grades.data as LiveChange).cells!.list).toEqual([{ part: 'category', id: market.id, cell: liveGradeCell(criterion!.id, '2026-05-01') }]);

    // An import names the items it wrote.
    const imported = await ok<MultifatorialCategoryWithItems[]>('owner', 'post', `/api/multifatoriais/${multifatorial.id}/import_mcp/`, { mcpId: mcp.id });
    const importEvent = (await stream.next('change', (data: LiveChange) => data.cells?.area === 'import')).data as LiveChange;
    const importedItems = imported.flatMap((one) => one.items.map((entry) => ({ part: 'item', id: entry.id })));
    expect(importedItems.length).toBeGreaterThan(0);
    expect(importEvent.cells).toEqual({ area: 'import', count: importedItems.length, list: importedItems });
    stream.close();
  });

  it('tells who else has the same analysis open', async () => {
    const companyId = await actors.freshCompany('Padaria Presente');
    const swot = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT' });
    const analysis = `swot:${swot.id}`;
    const first = await openLiveStream(base, companyId, { ticket: await ticketOf('owner', companyId), analysis });
    const names = (data: LivePresence) => data.people.map((person) => person.name).sort();
    expect(names((await first.next('presence')).data as LivePresence)).toEqual(['Pessoa owner']);
    const second = await openLiveStream(base, companyId, { ticket: await ticketOf('consultor', companyId), analysis });
    const both = (data: LivePresence) => names(data).length === 2;
    expect(names((await first.next('presence', both)).data as LivePresence)).toEqual(['Pessoa consultor', 'Pessoa owner']);
    expect((await second.next('presence', both)).data).toMatchObject({ kind: 'swot', analysisId: swot.id });
    second.close();
    expect(names((await first.next('presence', (data: LivePresence) => data.people.length === 1)).data as LivePresence)).toEqual(['Pessoa owner']);
    first.close();
  });

  it("ends a removed member's stream, and every stream of a blocked company", async () => {
    const companyId = await actors.freshCompany('Padaria Fechada');
    const removed = await openLiveStream(base, companyId, { ticket: await ticketOf('funcionario', companyId) });
    const stays = await openLiveStream(base, companyId, { ticket: await ticketOf('consultor', companyId) });
    await ok('owner', 'post', '/api/general/update_collaborator', { email: actors.users.funcionario.email, role: null, companyId }, 200);
    await removed.ended;
    expect(removed.frames.at(-1)?.event).toBe('revoked');
    const swot = await ok('owner', 'post', `/api/company/${companyId}/swots/`, { name: 'Depois' });
    expect((await stays.next('change')).data).toMatchObject({ analysisId: swot.id });
    expect(removed.frames.some((frame) => frame.event === 'change')).toBe(false);
    expect((await send('funcionario', 'post', `/api/company/${companyId}/events/ticket`)).status).toBe(404);

    await ok('sysadmin', 'get', `/api/general/lock_company/${companyId}`);
    await stays.ended;
    expect(stays.frames.at(-1)?.event).toBe('revoked');
    expect((await send('owner', 'post', `/api/company/${companyId}/events/ticket`)).status).toBe(404);
  });

  describe('shutdown', () => {
    it('is the last test: open streams end with a retry hint when the app closes', async () => {
      const companyId = await actors.freshCompany('Padaria Noturna');
      const stream = await openLiveStream(base, companyId, { ticket: await ticketOf('owner', companyId) });
      await app().app.close();
      await stream.ended;
      expect(stream.frames.at(-1)?.event).toBe('shutdown');
      expect(stream.lines.filter((line) => line.startsWith('retry: '))).toHaveLength(2);
    });
  });
}

import { analysesSummarySchema, MESSAGES } from 'contracts';
import type { EntityTarget } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisEntity } from '../../src/analyses/analysis.entity.js';
import { transaction } from '../../src/database/transaction.js';
import { Mcp } from '../../src/mcp/mcp.entity.js';
import { Swot } from '../../src/swot/swot.entity.js';
import { type Actor, type CompanyActors, signUpActors, statusByActor } from './actors.js';
import { apiCalls, generalError } from './analysis-matrix.js';
import type { TestApp } from './test-app.js';

/** GET /api/company/{companyId}/analyses_summary/ (issue 23, the overview's tiles) on one driver. */
export function summarySuite(app: () => TestApp): void {
  let actors: CompanyActors;
  const api = apiCalls(app, () => actors);
  const { ok, send } = api;
  const summaryPath = (companyId: number) => `/api/company/${companyId}/analyses_summary/`;
  // Changes within one test share their second: the order of changes is set here instead.
  const at = (target: EntityTarget<AnalysisEntity>, id: number, iso: string) => transaction(app().dataSource, (manager) => manager.update(target, { id }, { updatedAt: new Date(iso) }));

  beforeAll(async () => {
    actors = await signUpActors(app());
  });

  describe('the overview summary', () => {
    it('counts each kind of the company and names its last changed analysis, nothing of other companies', async () => {
      const companyId = await api.fullCompany('Resumo Ltda');
      const other = await api.fullCompany('Outra Ltda');
      expect(analysesSummarySchema.parse(await ok('funcionario', 'get', summaryPath(companyId)))).toEqual({
        ambiental: { count: 0, last: null },
        swot: { count: 0, last: null },
        mcp: { count: 0, last: null },
        multifatorial: { count: 0, last: null },
      });

      const first = (await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'MCP 2024' })).id as number;
      const second = (await ok('owner', 'post', `/api/company/${companyId}/mcps/`, { name: 'MCP 2025' })).id as number;
      const swot = (await ok('consultor', 'post', `/api/company/${companyId}/swots/`, { name: 'SWOT' })).id as number;
      await ok('owner', 'post', `/api/company/${other}/mcps/`, { name: 'MCP de outra' });
      await ok('owner', 'post', `/api/company/${other}/ambiental/`, { name: 'Ambiental de outra' });
      // The older MCP was changed last: it is the one to continue.
      await at(Mcp, first, '2026-03-02T10:00:00Z');
      await at(Mcp, second, '2026-03-01T10:00:00Z');
      await at(Swot, swot, '2026-02-01T08:30:00Z');

      expect(await ok('funcionario', 'get', summaryPath(companyId))).toEqual({
        ambiental: { count: 0, last: null },
        swot: { count: 1, last: { id: swot, name: 'SWOT', updated_at: '2026-02-01T08:30:00.000Z' } },
        mcp: { count: 2, last: { id: first, name: 'MCP 2024', updated_at: '2026-03-02T10:00:00.000Z' } },
        multifatorial: { count: 0, last: null },
      });
    });

    it('answers any member and a system administrator; refuses another company\'s user (404) and a guest (401)', async () => {
      const companyId = await actors.freshCompany('Acesso Resumo');
      const expected = statusByActor(200);
      for (const actor of Object.keys(expected) as Actor[]) {
        const res = await send(actor, 'get', summaryPath(companyId));
        expect(res.status, actor).toBe(expected[actor]);
        if (actor === 'outsider') expect(res.body).toEqual(generalError(MESSAGES.companyNotFound));
      }
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      expect((await send('sysadmin', 'get', summaryPath(2_000_000_000))).body).toEqual(generalError(MESSAGES.companyNotFound));
      expect((await send('owner', 'get', '/api/company/abc/analyses_summary/')).status).toBe(400);
    });
  });
}

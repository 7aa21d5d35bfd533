import { type AnalysisKind, DEMO_LIMITS, demoLimitMessage, MESSAGES } from 'contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, type CompanyActors, statusByActor } from './actors.js';
import { expectDocumentedAnswer } from './documented-answers.js';
import { transaction } from '../../src/database/transaction.js';
import type { TestApp } from './test-app.js';

/**
 * What the analysis suites (Ambiental, SWOT) share: calls as an actor, the 7-actor
 * permission matrix with blocked companies, the demo-limit race and the bad-input table,
 * each checking that a refused call wrote nothing.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

/** Calls of the API as one actor; `ok` expects the success status (201 for POST) and answers `data`. */
export function apiCalls(app: () => TestApp, actors: () => CompanyActors) {
  const send = (actor: Actor, method: Method, path: string, body?: unknown): request.Test => {
    const test = (request(app().server) as unknown as Record<Method, (path: string) => request.Test>)[method](path).set(actors().headers(actor));
    return body === undefined ? test : test.send(body as object);
  };
  const ok = async <T = any>(actor: Actor, method: Method, path: string, body?: unknown, status?: number): Promise<T> => {
    const res = await send(actor, method, path, body);
    expect(res.status, `${method.toUpperCase()} ${path} ${JSON.stringify(res.body)}`).toBe(status ?? (method === 'post' ? 201 : 200));
    expect(res.body.success).toBe(true);
    expectDocumentedAnswer(method, path, res.body.data);
    return res.body.data as T;
  };
  /** A company with the four roles on the full plan (no demo limit). */
  const fullCompany = async (name?: string) => {
    const id = await actors().freshCompany(name);
    await send('sysadmin', 'get', `/api/general/toggle_demo/${id}`).expect(200);
    return id;
  };
  return { send, ok, fullCompany };
}
export type ApiCalls = ReturnType<typeof apiCalls>;

/** Every row of the given tables, to prove that a refused call wrote nothing. */
export async function tablesSnapshot(app: TestApp, tables: readonly string[]): Promise<string> {
  return JSON.stringify(await Promise.all(tables.map((table) => app.dataSource.query(`SELECT * FROM ${table} ORDER BY 1`))));
}

export interface MatrixCase<F> {
  call: string;
  kind: 'read' | 'write';
  method: Method;
  path: (f: F) => string;
  body?: (f: F) => unknown;
  /** The path names a company (an outsider's 404 is `companyNotFound`), not an analysis or a part of one. */
  byCompany?: boolean;
  /** For a successful answer: what the change looks like afterwards. */
  verify?: (f: F, data: any) => Promise<void>;
}

export const readCase = <F>(call: string, path: (f: F) => string, extra: Partial<MatrixCase<F>> = {}): MatrixCase<F> => ({
  call,
  kind: 'read',
  method: 'get',
  path,
  ...extra,
});

export const writeCase = <F>(call: string, method: Method, path: (f: F) => string, extra: Partial<MatrixCase<F>> = {}): MatrixCase<F> => ({
  call,
  kind: 'write',
  method,
  path,
  ...extra,
});

export interface PermissionMatrixOptions<F extends { companyId: number }> {
  api: ApiCalls;
  cases: MatrixCase<F>[];
  /** A fresh analysis with something in it, in the given company, made through the API. */
  fixture: (companyId: number) => Promise<F>;
  snapshot: () => Promise<string>;
}

/**
 * docs/domain/companies-and-roles.md for every call: members read (a guest 401, an outsider 404 as for an
 * unknown id), roles 1–3 and system administrators write, a Funcionário's write is 403,
 * and a blocked company is 403 for everyone, system administrators included. Allowed calls
 * run on a fixture of their own; every refusal leaves the tables as they were.
 */
export function permissionMatrix<F extends { companyId: number }>({ api, cases, fixture, snapshot }: PermissionMatrixOptions<F>): void {
  describe('permission matrix', () => {
    let companyId: number;
    let shared: F;
    let blocked: F;
    beforeAll(async () => {
      companyId = await api.fullCompany('Matriz Permissões');
      shared = await fixture(companyId);
      blocked = await fixture(await api.fullCompany('Matriz Bloqueada'));
      await api.send('sysadmin', 'get', `/api/general/lock_company/${blocked.companyId}`).expect(200);
    });

    for (const testCase of cases) {
      const success = testCase.method === 'post' ? 201 : 200;
      const expected = statusByActor(success, testCase.kind === 'write' ? { funcionario: 403 } : {});
      describe(testCase.call, () => {
        for (const actor of ACTORS) {
          const status = expected[actor];
          it(`${actor} → ${status}`, async () => {
            const f = status === success ? await fixture(companyId) : shared;
            const before = await snapshot();
            const res = await api.send(actor, testCase.method, testCase.path(f), testCase.body?.(f));
            expect(res.status, JSON.stringify(res.body)).toBe(status);
            if (status === success) {
              expect(res.body.success).toBe(true);
              await testCase.verify?.(f, res.body.data);
              return;
            }
            if (status === 401) expect(res.body).toEqual(generalError(MESSAGES.unauthenticated));
            if (status === 403) expect(res.body).toEqual(generalError(MESSAGES.analysisEditForbidden));
            if (status === 404) expect(res.body).toEqual(generalError(testCase.byCompany ? MESSAGES.companyNotFound : MESSAGES.analysisNotFound));
            expect(await snapshot()).toBe(before);
          });
        }
        it('every member, system administrators too, → 403 on a blocked company, nothing written', async () => {
          const before = await snapshot();
          for (const actor of ['owner', 'consultor', 'funcionario', 'sysadmin'] as Actor[]) {
            const res = await api.send(actor, testCase.method, testCase.path(blocked), testCase.body?.(blocked));
            expect(res.status, `${actor} ${JSON.stringify(res.body)}`).toBe(403);
            expect(res.body).toEqual(generalError(MESSAGES.companyBlocked));
          }
          expect(await snapshot()).toBe(before);
        });
      });
    }
  });
}

/**
 * The demo limit inside the creating transaction: `parallel` concurrent creations in a demo
 * company make exactly the limit's number of analyses (contracts DEMO_LIMITS), the others get the pt-BR 403 naming
 * the limit; on the full plan there is no limit.
 */
export async function expectDemoLimitUnderRace(
  app: () => TestApp,
  api: ApiCalls,
  actors: CompanyActors,
  { kind, path, table, parallel = 30 }: { kind: AnalysisKind; path: (companyId: number) => string; table: string; parallel?: number },
): Promise<number> {
  const companyId = await actors.freshCompany('Demo Concorrida');
  const answers = await Promise.all(
    [...Array(parallel).keys()].map((n) => api.send(n % 2 ? 'owner' : 'consultor', 'post', path(companyId), { name: `Análise ${n}` })),
  );
  const limit = DEMO_LIMITS[kind];
  expect(answers.filter((res) => res.status === 201)).toHaveLength(limit);
  for (const res of answers.filter((r) => r.status !== 201)) {
    expect(res.status).toBe(403);
    expect(res.body).toEqual(generalError(demoLimitMessage(kind, companyId)));
  }
  const rows = await app().dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE company_id = ?`, [companyId]);
  expect(Number(rows[0].n)).toBe(limit);
  await api.send('sysadmin', 'get', `/api/general/toggle_demo/${companyId}`).expect(200);
  await api.ok('owner', 'post', path(companyId), { name: 'Segunda' });
  return companyId;
}

export interface BadInputCase {
  name: string;
  method: Method;
  path: () => string;
  body?: () => unknown;
  errors: () => Record<string, string[]>;
}

/** Each case → 400 with exactly these pt-BR field errors and `invalidInput`, nothing written. */
export function badInput(api: ApiCalls, snapshot: () => Promise<string>, cases: BadInputCase[]): void {
  for (const testCase of cases) {
    it(`${testCase.name} → 400 with pt-BR field errors, nothing written`, async () => {
      const before = await snapshot();
      const res = await api.send('owner', testCase.method, testCase.path(), testCase.body?.());
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
      expect(res.body).toEqual({ success: false, errors: testCase.errors(), message: MESSAGES.invalidInput });
      expect(await snapshot()).toBe(before);
    });
  }
}

export interface NoOpPatchOptions {
  /** The analysis's table (`ambientais`). */
  table: string;
  id: number;
  /** GET and PATCH paths of the analysis. */
  get: string;
  patch: string;
  /** A body that changes something, to show the check can see a move. */
  change: Record<string, unknown>;
}

/**
 * docs/domain/analyses.md, a PATCH is skipped when nothing changed: with `updated_at` set back to
 * 2020, an empty PATCH and one resending the current name and description answer the
 * analysis unchanged and leave it there; a real change moves it.
 */
export async function expectNoOpPatchKeepsUpdatedAt(app: () => TestApp, api: ApiCalls, options: NoOpPatchOptions): Promise<void> {
  const { table, id, get, patch, change } = options;
  const target = app().dataSource.entityMetadatas.find((metadata) => metadata.tableName === table)!.target;
  const past = '2020-01-01T00:00:00.000Z';
  await transaction(app().dataSource, (manager) => manager.update(target, { id }, { updatedAt: new Date(past) }));
  const before = await api.ok('funcionario', 'get', get);
  expect(JSON.stringify(before)).toContain(past);
  expect(await api.ok('admin', 'patch', patch, {})).toEqual(before);
  expect(await api.ok('admin', 'patch', patch, { name: before.name, description: before.description })).toEqual(before);
  expect(await api.ok('funcionario', 'get', get)).toEqual(before);
  const changed = await api.ok('admin', 'patch', patch, change);
  expect(JSON.stringify(changed)).not.toContain(past);
}

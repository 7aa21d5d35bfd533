import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { OUTSIDE_WRITE } from '../../src/database/sqlite-isolation.js';
import { transaction } from '../../src/database/transaction.js';
import { companyWithStaff } from './companies.js';
import type { Driver } from './driver-suite.js';
import type { TestApp } from './test-app.js';
import { randomClientIp, type SignedUpUser, signUp } from './users.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Transactions are isolated from every other request: while one request's write transaction
 * is open, a read elsewhere sees only committed data, and another request's write (a
 * sign-out deleting its token) is never swallowed by that transaction and undone with it.
 */
export function isolationSuite(app: () => TestApp, driver: Driver): void {
  let owner: SignedUpUser;
  let companyId: number;

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    owner = await signUp(app(), { email: `owner.iso.${suffix}@exemplo.com.br` });
    const sysadmin = await signUp(app(), { email: `admin.iso.${suffix}@exemplo.com.br`, sysAdmin: true });
    companyId = await companyWithStaff(app(), sysadmin, [{ user: owner, role: 1 }], 'Isolada Ltda');
  });

  it('reads only committed rows and keeps other requests’ writes out of a long write transaction', async () => {
    const http = () => request(app().server);
    const as = (user: SignedUpUser) => ({ ...user.auth, 'X-Forwarded-For': randomClientIp() });
    const signedIn = await signUp(app(), { email: `session.iso.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br` });
    await http().get('/api/general/get_authenticated_user').set(as(signedIn)).expect(200);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let renamed!: () => void;
    const opened = new Promise<void>((resolve) => (renamed = resolve));
    // Another request's transaction renames the company, then fails after a while: rolled back.
    const failing = transaction(app().dataSource, async (manager) => {
      await manager.query('UPDATE companies SET fantasy_name = ? WHERE id = ?', ['Nome não confirmado', companyId]);
      renamed();
      await gate;
      throw new Error('the request failed after its update');
    });
    const outcome = failing.then(
      () => 'committed',
      (error: Error) => error.message,
    );
    await opened;

    // A read outside the transaction sees the committed name only.
    const info = await http().post('/api/general/get_company_basic_info').set(as(owner)).send({ id: companyId }).expect(200);
    expect(info.body.data.fantasy_name).toBe('Isolada Ltda');

    // A sign-out meanwhile must not become part of the failing transaction.
    const logout = http().get('/api/general/logout').set(as(signedIn)).then((res) => res.status);
    await Promise.race([logout, sleep(2000)]);
    release();
    expect(await outcome).toBe('the request failed after its update');
    expect(await logout).toBe(200);

    // Rolled back: the old name stays; signed out: the token is dead for good.
    const after = await http().post('/api/general/get_company_basic_info').set(as(owner)).send({ id: companyId }).expect(200);
    expect(after.body.data.fantasy_name).toBe('Isolada Ltda');
    await http().get('/api/general/get_authenticated_user').set(as(signedIn)).expect(401);
  });

  it.runIf(driver === 'sqlite')('refuses a SQLite write outside transaction(), which could join another request’s transaction', async () => {
    const ds = app().dataSource;
    await expect(ds.query('UPDATE companies SET fantasy_name = ? WHERE id = ?', ['Fora', companyId])).rejects.toThrow(/readonly/);
    await expect(ds.getRepository('Company').save({ id: companyId, fantasyName: 'Fora' })).rejects.toThrow(OUTSIDE_WRITE);
    const [row] = await ds.query('SELECT fantasy_name FROM companies WHERE id = ?', [companyId]);
    expect(row.fantasy_name).toBe('Isolada Ltda');
  });
}

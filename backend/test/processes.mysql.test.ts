import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCompanyBody } from './support/companies.js';
import { mysqlReachable, TEST_MYSQL_URL } from './support/mysql.js';
import { REDIS_URL, redisReachable } from './support/redis.js';
import { twoBackends } from './support/two-backends.js';
import { DEFAULT_PASSWORD, randomClientIp, type SignedUpUser, signUp } from './support/users.js';

/**
 * Horizontal scale (issue 13): two `node dist/main.js` processes on one MariaDB database and
 * one Redis, as behind a load balancer. Whatever process a call lands on, it sees what the
 * other did: a token revoked in one is refused by the other at once (each keeps its token
 * checks for a few seconds, forgotten through Redis), rate limits count on both, company
 * changes show on both.
 */
const skip = process.env.CI !== 'true' && !((await mysqlReachable()) && (await redisReachable()));
if (skip) console.warn(`Two-process suite SKIPPED: no MariaDB at ${new URL(TEST_MYSQL_URL).host} or no Redis at ${REDIS_URL}; CI=true makes this a failure`);

describe.skipIf(skip)('two backend processes on one MariaDB and one Redis', () => {
  const backends = twoBackends('processes');
  const { outbox } = backends;
  let a: string;
  let b: string;
  beforeAll(() => {
    a = backends.a();
    b = backends.b();
  });

  // Redis outlives the run: addresses of this run only, so no counter of an earlier one applies.
  const run = Date.now().toString(36);
  const signUpOn = (server: string, name: string) =>
    signUp({ server, config: { mailOutboxDir: outbox, publicUrl: server, smtpUrl: undefined } }, { email: `${name}.${run}@exemplo.com.br` });
  const myCompanies = (server: string, user: Pick<SignedUpUser, 'auth'>) => request(server).get('/api/general/get_my_companies').set(user.auth);
  /** A sign-in from the user's browser (its XSRF cookie and header), from an address of its own. */
  const login = (server: string, user: SignedUpUser, password = DEFAULT_PASSWORD) =>
    request(server)
      .post('/api/general/login')
      .set({ Cookie: user.cookie, 'X-XSRF-TOKEN': user.auth['X-XSRF-TOKEN'], 'X-Forwarded-For': randomClientIp() })
      .send({ email: user.email, password });

  // The other process hears of a change through Redis pub/sub: the message is published before
  // the answer leaves, and read by the other process a moment later (milliseconds; more on a
  // loaded machine), hence a short poll where that process answers next.
  const soon = { timeout: 3_000, interval: 10 };

  it('a logout in one process is refused by the other within a moment, though both had just accepted the token', async () => {
    const user = await signUpOn(a, 'dois.processos');
    for (const server of [a, b, a, b]) expect((await myCompanies(server, user)).status).toBe(200);
    expect((await request(a).get('/api/general/logout').set(user.auth)).status).toBe(200);
    await expect.poll(async () => (await myCompanies(b, user)).status, soon).toBe(401);
    expect((await myCompanies(a, user)).status).toBe(401);
  });

  it("a password change in one process signs the user's other sessions out in both", async () => {
    const user = await signUpOn(b, 'senha.nova');
    const other = await login(a, user);
    expect(other.status).toBe(200);
    const otherAuth = { ...user.auth, Authorization: `Token ${other.body.data.token}` };
    for (const server of [a, b]) expect((await myCompanies(server, { auth: otherAuth })).status).toBe(200);
    const changed = await request(b)
      .post('/api/general/update_user_password')
      .set(user.auth)
      .send({ id: user.id, old_password: DEFAULT_PASSWORD, new_password: 'outra senha 456', confirm_password: 'outra senha 456' });
    expect(changed.status).toBe(200);
    for (const server of [a, b]) {
      await expect.poll(async () => (await myCompanies(server, { auth: otherAuth })).status, soon).toBe(401);
      expect((await myCompanies(server, user)).status).toBe(200);
    }
  });

  it('a name changed in one process is the name the other answers within a moment', async () => {
    const user = await signUpOn(a, 'nome.novo');
    expect((await request(b).get('/api/general/get_authenticated_user').set(user.auth)).body.data.first_name).toBe('Usuária de Teste');
    expect((await request(a).post('/api/general/update_user_name').set(user.auth).send({ id: user.id, name: 'Renomeada' })).status).toBe(200);
    await expect.poll(async () => (await request(b).get('/api/general/get_authenticated_user').set(user.auth)).body.data.first_name, soon).toBe('Renomeada');
  });

  it('counts failed sign-ins of an account on both processes: the sixth is refused wherever it lands', async () => {
    const user = await signUpOn(a, 'tentativas');
    for (const server of [a, b, a, b, a]) expect((await login(server, user, 'senha errada 000')).status).toBe(400);
    const sixth = await login(b, user, 'senha errada 000');
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await login(a, user)).status).toBe(429);
  });

  it('company changes made in one process are what the other answers', async () => {
    const user = await signUpOn(b, 'empresa.compartilhada');
    const created = await request(a).post('/api/general/new_company').set(user.auth).send(newCompanyBody('Compartilhada Ltda'));
    expect(created.status).toBe(201);
    const id: number = created.body.data.id;
    const listed = await myCompanies(b, user);
    expect(listed.body.data.companies.map((company: { id: number }) => company.id)).toEqual([id]);
    expect(listed.body.data.activeCompanyId).toBe(id);
    const renamed = await request(b).post('/api/general/update_company').set(user.auth).send({ id, fantasy_name: 'Renomeada Ltda', description: 'Nova descrição' });
    expect(renamed.status).toBe(200);
    const seen = await request(a).post('/api/general/get_company_basic_info').set(user.auth).send({ id });
    expect(seen.body.data).toMatchObject({ id, fantasy_name: 'Renomeada Ltda', description: 'Nova descrição', isOwner: true });
    // The first company was the trial: a second needs a purchase, on either process.
    expect((await request(b).post('/api/general/new_company').set(user.auth).send(newCompanyBody('Segunda Ltda'))).status).toBe(403);
    expect((await myCompanies(a, user)).body.data.canCreateCompany).toBe(false);
  });
});

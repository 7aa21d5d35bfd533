import { join } from 'node:path';
import { MESSAGES, rateLimitedMessage } from 'contracts';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './support/fixtures.js';
import { type ParsedMail, linkIn, parseMail, until } from './support/mail.js';
import { freePort } from './support/process.js';
import { REDIS_URL, redisReachable } from './support/redis.js';
import { startTestApp, type TestApp, xsrfToken } from './support/test-app.js';
import { evaluated, loginBurst } from './support/login-burst.js';
import { DEFAULT_PASSWORD, randomClientIp, signUp } from './support/users.js';

const skipRedis = process.env.CI !== 'true' && !(await redisReachable());
if (skipRedis) console.warn(`Redis suite SKIPPED: no server at ${REDIS_URL} (TEST_REDIS_URL); CI=true makes this a failure`);

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp(): Promise<{ url: string; received: ParsedMail[]; envelopes: string[][]; stop: () => Promise<void> }> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        envelopes.push(session.envelope.rcptTo.map((r) => r.address));
        received.push(parseMail(raw));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, envelopes, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

const registration = (email: string) => ({ name: 'Dora', email, password1: DEFAULT_PASSWORD, password2: DEFAULT_PASSWORD, terms: true });

describe('accounts e-mail through a real SMTP server', () => {
  const root = tempDir('accounts-smtp');
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startTestApp(
      { DATABASE_URL: 'sqlite:data/app.sqlite', SMTP_URL: smtp.url, MAIL_OUTBOX_DIR: join(root.path, 'outbox'), PUBLIC_URL: 'https://app.example.com.br', PAYMENT_PROVIDER: 'sandbox' },
      root.path,
      [],
    );
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    root.remove();
  });

  it('sends the confirmation and the recovery e-mails (text and HTML) whose links work', async () => {
    const { cookie, header } = await xsrfToken(app.server);
    const browser = { Cookie: cookie, ...header, 'X-Forwarded-For': randomClientIp() };
    const email = 'dora.smtp@example.com.br';
    const res = await request(app.server).post('/api/auth/register').set(browser).send(registration(' Dora.SMTP@Example.com.br ')).expect(201);
    expect(res.body.message).toBe(MESSAGES.registered);

    const confirmation = await until(() => smtp.received.find((m) => m.subject === 'Confirme seu e-mail'));
    expect(smtp.envelopes[0]).toEqual([email]);
    expect(confirmation.to).toContain(email);
    expect(confirmation.from).toContain('no-reply@app.example.com.br');
    expect(confirmation.html).toContain('Confirmar e-mail');
    const [linkEmail, token] = linkIn(confirmation, 'https://app.example.com.br', 'confirmacaoDeEmail').params;
    await request(app.server).post('/api/auth/confirmemail').set(browser).send({ email: linkEmail, token }).expect(200);

    await request(app.server).post('/api/general/send_recover_password_email').set(browser).send({ email }).expect(200);
    const recovery = await until(() => smtp.received.find((m) => m.subject === 'Redefinição de senha'));
    const [idencoded, resetToken] = linkIn(recovery, 'https://app.example.com.br', 'redefinirSenha').params;
    await request(app.server)
      .post('/api/auth/recoverPasswordForm')
      .set(browser)
      .send({ idencoded, token: resetToken, pass1: 'via smtp 123', pass2: 'via smtp 123' })
      .expect(200);
    await request(app.server).post('/api/general/login').set(browser).send({ email, password: 'via smtp 123' }).expect(200);
  });
});

describe('accounts when the SMTP server is down', () => {
  const root = tempDir('accounts-smtp-down');
  let app: TestApp;

  beforeAll(async () => {
    const port = await freePort(); // nothing listens there
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', SMTP_URL: `smtp://127.0.0.1:${port}` }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  it('still creates the account and says the e-mail could not be sent, pointing to the resend page', async () => {
    const { cookie, header } = await xsrfToken(app.server);
    const res = await request(app.server)
      .post('/api/auth/register')
      .set({ Cookie: cookie, ...header })
      .send(registration('sem.smtp@example.com.br'))
      .expect(201);
    expect(res.body.message).toBe(MESSAGES.registeredMailFailed);
    expect(res.body.data).toMatchObject({ email: 'sem.smtp@example.com.br', confirmationSent: false });
    // Recovery answers as always (the failure is logged, the answer never depends on the account).
    const recovery = await request(app.server)
      .post('/api/general/send_recover_password_email')
      .set({ Cookie: cookie, ...header })
      .send({ email: 'sem.smtp@example.com.br' })
      .expect(200);
    expect(recovery.body.message).toBe(MESSAGES.recoveryEmailSent);
  });
});

describe.skipIf(skipRedis)('rate-limit counters in Redis, shared by instances', () => {
  const rootA = tempDir('accounts-redis-a');
  const rootB = tempDir('accounts-redis-b');
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', REDIS_URL }, rootA.path, []);
    b = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', REDIS_URL }, rootB.path, []);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rootA.remove();
    rootB.remove();
  });

  it('counts a resend on one instance against the next on another', async () => {
    const email = `redis.${Date.now().toString(36)}@example.com.br`;
    const xa = await xsrfToken(a.server);
    const xb = await xsrfToken(b.server);
    await request(a.server).post('/api/auth/resendconfirmationemail').set({ Cookie: xa.cookie, ...xa.header }).send({ email }).expect(200);
    const res = await request(b.server).post('/api/auth/resendconfirmationemail').set({ Cookie: xb.cookie, ...xb.header }).send({ email }).expect(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(res.body.message).toBe(rateLimitedMessage(retryAfter));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(180);
  });

  it('shares failed-login counters per account across instances', async () => {
    const email = `redis.login.${Date.now().toString(36)}@example.com.br`;
    const servers = [a, b];
    for (let i = 0; i < 5; i++) {
      const app = servers[i % 2];
      const x = await xsrfToken(app.server);
      await request(app.server)
        .post('/api/general/login')
        .set({ Cookie: x.cookie, ...x.header, 'X-Forwarded-For': randomClientIp() })
        .send({ email, password: 'errada 123' })
        .expect(400);
    }
    const x = await xsrfToken(b.server);
    await request(b.server).post('/api/general/login').set({ Cookie: x.cookie, ...x.header }).send({ email, password: 'errada 123' }).expect(429);
  });

  it('counts a burst of parallel guesses on both instances before evaluating any: 5 per account, 10 per address', async () => {
    const user = await signUp(a, { email: `redis.burst.${Date.now().toString(36)}@example.com.br` });
    const guesses = [...Array.from({ length: 29 }, () => 'errada 123'), DEFAULT_PASSWORD].map((password) => ({
      email: user.email,
      password,
      ip: randomClientIp(),
    }));
    expect(evaluated(await loginBurst([a.server, b.server], guesses))).toBeLessThanOrEqual(5);

    const ip = randomClientIp();
    const fromOneAddress = Array.from({ length: 100 }, (_, i) => ({
      email: `redis.ghost.${i}.${Date.now().toString(36)}@example.com.br`,
      password: 'errada 123',
      ip,
    }));
    expect(evaluated(await loginBurst([a.server, b.server], fromOneAddress))).toBeLessThanOrEqual(10);
  });
});

describe('rate limits when Redis cannot be reached', () => {
  const root = tempDir('accounts-redis-down');
  let app: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    app = await startTestApp({ DATABASE_URL: 'sqlite:data/app.sqlite', REDIS_URL: `redis://127.0.0.1:${port}` }, root.path, []);
  });
  afterAll(async () => {
    await app?.close();
    root.remove();
  });

  it('keeps limiting with in-memory counters', async () => {
    const { cookie, header } = await xsrfToken(app.server);
    const email = 'sem.redis@example.com.br';
    await request(app.server).post('/api/auth/resendconfirmationemail').set({ Cookie: cookie, ...header }).send({ email }).expect(200);
    await request(app.server).post('/api/auth/resendconfirmationemail').set({ Cookie: cookie, ...header }).send({ email }).expect(429);
  });
});

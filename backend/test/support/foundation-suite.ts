import { connect } from 'node:net';
import { hostname } from 'node:os';
import { envelopeSchema, healthSchema, MESSAGES, readinessSchema, XSRF_COOKIE } from 'contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { DEFAULT_REMOTES, SHELL_INDEX } from './fixtures.js';
import { ProbeModule } from './probe.module.js';
import { listeningPort, readCookie, startTestApp, type TestApp, xsrfToken } from './test-app.js';

export interface SuiteContext {
  /** The running application (started by the caller's beforeAll). */
  app(): TestApp;
  /** Variables to start another instance on the same database. */
  env(): Record<string, string>;
  repoRoot(): string;
  driver: 'sqlite' | 'mysql';
}

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });

/** Every behaviour of the foundation, run once per database driver. */
export function foundationSuite(ctx: SuiteContext): void {
  const http = () => request(ctx.app().server);

  describe('health and migrations', () => {
    it('answers liveness and readiness with the instance that answered, and the driver in use', async () => {
      const instance = `${hostname()}:${process.pid}`;
      const res = await http().get('/api/health').expect(200);
      const body = envelopeSchema(healthSchema).parse(res.body);
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ status: 'ok', instance, state: 'ready' });
      expect(body.data?.uptimeSeconds).toBeGreaterThanOrEqual(0);
      const ready = await http().get('/api/health/ready').expect(200);
      expect(envelopeSchema(readinessSchema).parse(ready.body)).toEqual({
        success: true,
        data: { ready: true, instance, state: 'ready', database: { status: 'up', driver: ctx.driver }, redis: null },
      });
    });

    it('has run every migration on the fresh database', async () => {
      const rows: { name: string }[] = await ctx.app().dataSource.query('SELECT name FROM migrations');
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
      const res = await http().get('/api/_probe/meta').expect(200);
      expect(Number.isNaN(Date.parse(res.body.data.installedAt))).toBe(false);
    });

    it('does not run migrations twice when another instance starts on the same database', async () => {
      const before = (await http().get('/api/_probe/meta').expect(200)).body.data.installedAt;
      const second = await startTestApp(ctx.env(), ctx.repoRoot(), [ProbeModule]);
      try {
        const res = await request(second.server).get('/api/_probe/meta').expect(200);
        expect(res.body.data.installedAt).toBe(before);
        const rows: unknown[] = await second.dataSource.query('SELECT name FROM migrations');
        expect(rows).toHaveLength(MIGRATIONS.length);
      } finally {
        await second.close();
      }
    });
  });

  describe('envelope, validation and errors', () => {
    it('wraps plain results in the envelope and leaves envelopes alone', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const res = await http()
        .post('/api/_probe/echo')
        .set('Cookie', cookie)
        .set(header)
        .send({ name: '  Ana  ', email: 'ana@example.com.br' })
        .expect(201);
      expect(res.body).toEqual({ success: true, data: { name: 'Ana', email: 'ana@example.com.br' } });
      const enveloped = await http().get('/api/_probe/enveloped').expect(200);
      expect(enveloped.body).toEqual({ success: true, data: { already: true }, message: 'pronto' });
    });

    it('answers invalid input with 400 and pt-BR field errors from the schema', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const res = await http()
        .post('/api/_probe/echo')
        .set('Cookie', cookie)
        .set(header)
        .send({ name: ' ', email: 'not-an-email', age: 'x' })
        .expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(MESSAGES.invalidInput);
      expect(res.body.errors.name).toEqual([MESSAGES.nameRequired]);
      expect(res.body.errors.email).toEqual([MESSAGES.emailInvalid]);
      // A schema without its own text still answers in Portuguese.
      expect(res.body.errors.age[0]).toMatch(/^Entrada inválida/);
    });

    it('checks a request without a body like an empty form', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const res = await http().post('/api/_probe/echo').set('Cookie', cookie).set(header).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name']);
    });

    it('answers a body of the wrong shape with a general error', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const res = await http().post('/api/_probe/echo').set('Cookie', cookie).set(header).send([1, 2]).expect(400);
      expect(res.body).toEqual(generalError(MESSAGES.invalidInput));
    });

    it('answers malformed JSON with 400', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const res = await http()
        .post('/api/_probe/echo')
        .set('Cookie', cookie)
        .set(header)
        .set('Content-Type', 'application/json')
        .send('{"name": "Ana",')
        .expect(400);
      expect(res.body).toEqual(generalError(MESSAGES.malformedJson));
    });

    it('answers a body over the limit with 413', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const res = await http()
        .post('/api/_probe/echo')
        .set('Cookie', cookie)
        .set(header)
        .send({ name: 'x'.repeat(1_100_000), email: 'a@b.com' })
        .expect(413);
      expect(res.body).toEqual(generalError(MESSAGES.payloadTooLarge));
    });

    it.each(['get', 'post', 'put', 'patch', 'delete'] as const)('answers an unknown API path (%s) with 404', async (method) => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const res = await http()[method]('/api/does-not-exist/1').set('Cookie', cookie).set(header).expect(404);
      expect(res.body).toEqual(generalError(MESSAGES.apiNotFound));
    });

    it('answers an unexpected error with 500 and no internals', async () => {
      const res = await http().get('/api/_probe/boom').expect(500);
      expect(res.body).toEqual(generalError(MESSAGES.internalError));
      expect(res.text).not.toMatch(/secret|\/srv\/|at /);
    });

    it('sends the headers an error asks for', async () => {
      const res = await http().get('/api/_probe/limited').expect(429);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.body).toEqual(generalError(MESSAGES.rateLimited));
    });
  });

  describe('XSRF double submit', () => {
    it('hands a browser (a page load, or a fetch marked Sec-Fetch-Mode) a readable, Lax XSRF-TOKEN cookie once; never a server\'s call', async () => {
      // A monitor's or another server's call needs no token: no cookie is made for it.
      expect((await http().get('/api/health').expect(200)).headers['set-cookie']).toBeUndefined();
      expect(readCookie((await http().get('/empresas')).headers['set-cookie'], XSRF_COOKIE)).toBeDefined();
      const res = await http().get('/api/health').set('Sec-Fetch-Mode', 'cors').expect(200);
      const line = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${XSRF_COOKIE}=`));
      expect(line).toBeDefined();
      expect(line).toMatch(/Path=\//);
      expect(line).toMatch(/SameSite=Lax/i);
      expect(line).not.toMatch(/HttpOnly/i);
      expect(readCookie(res.headers['set-cookie'], XSRF_COOKIE)!.length).toBeGreaterThanOrEqual(32);

      const again = await http().get('/api/health').set('Sec-Fetch-Mode', 'cors').set('Cookie', `${XSRF_COOKIE}=abc`).expect(200);
      expect(readCookie(again.headers['set-cookie'], XSRF_COOKIE)).toBeUndefined();
    });

    it('refuses a state-changing call without the matching header, before validating it', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const attempts = [
        http().post('/api/_probe/echo').send({}),
        http().post('/api/_probe/echo').set('Cookie', cookie).send({}),
        http().post('/api/_probe/echo').set(header).send({}),
        http().post('/api/_probe/echo').set('Cookie', cookie).set('X-XSRF-TOKEN', 'forged').send({}),
      ];
      for (const attempt of attempts) {
        const res = await attempt.expect(403);
        expect(res.body).toEqual(generalError(MESSAGES.xsrfRejected));
      }
    });

    it('lets server-to-server endpoints opt out', async () => {
      const res = await http().post('/api/_probe/notification').expect(201);
      expect(res.body).toEqual({ success: true, data: { received: true } });
    });
  });

  describe('security headers', () => {
    it('sends CSP and the rest of the page set on pages only; nosniff, no-referrer and same-origin on every answer; no HSTS on a plain-http install', async () => {
      const api = await http().get('/api/health').expect(200);
      expect(api.headers['content-security-policy']).toBeUndefined();
      expect(api.headers['x-frame-options']).toBeUndefined();
      expect([api.headers['x-content-type-options'], api.headers['referrer-policy'], api.headers['cross-origin-resource-policy']]).toEqual(['nosniff', 'no-referrer', 'same-origin']);
      expect(api.headers['strict-transport-security']).toBeUndefined();
      for (const path of ['/empresas']) {
        const res = await http().get(path);
        const csp = res.headers['content-security-policy'];
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("img-src 'self' data: blob:");
        expect(csp).toContain("connect-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        // PUBLIC_URL is http here: HSTS would pin browsers to an https this install does not serve.
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
      }
    });

    it('marks every API answer Cache-Control: no-store, errors included; pages and assets keep their own', async () => {
      const { cookie, header } = await xsrfToken(ctx.app().server);
      const answers = [
        await http().get('/api/health').expect(200),
        await http().get('/api/does-not-exist').expect(404),
        await http().get('/api/general/get_authenticated_user').expect(401),
        await http().post('/api/_probe/echo').set('Cookie', cookie).set(header).send([1]).expect(400),
        await http().post('/api/_probe/echo').send({}).expect(403),
        await http().head('/api/general/logout').expect(405),
      ];
      for (const res of answers) expect(res.headers['cache-control'], `${res.status}`).toBe('no-store');
      expect((await http().get('/empresas').expect(200)).headers['cache-control']).toBe('no-cache');
      expect((await http().get('/static/app/main.1a2b3c4d.js').expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('requests Node’s HTTP parser refuses', () => {
    /** Writes bytes on a raw connection and reads the whole answer: supertest cannot send a broken request. */
    async function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
      const socket = connect(await listeningPort(ctx.app().server), '127.0.0.1');
      socket.on('error', () => undefined);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(request);
      await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const [head, body = ''] = answer.split('\r\n\r\n');
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body };
    }

    it('answers a header over 16 KB with 431 and the envelope', async () => {
      const res = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(res.status).toBe(431);
      expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(res.headers).toMatch(/cache-control: no-store/i);
      expect(JSON.parse(res.body)).toEqual(generalError(MESSAGES.headersTooLarge));
    });

    it('answers a malformed request with 400 and the envelope', async () => {
      const res = await raw('GET /api/health HTTP/1.1\r\nHost localhost\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual(generalError(MESSAGES.malformedRequest));
      // The server keeps serving.
      await http().get('/api/health').expect(200);
    });
  });

  describe('frontends', () => {
    it('serves hashed assets as immutable and entry files as no-cache', async () => {
      const hashed = await http().get('/static/app/main.1a2b3c4d.js').expect(200);
      expect(hashed.text).toBe('console.log("shell");');
      expect(hashed.headers['content-type']).toMatch(/javascript/);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const chunk = await http().get('/static/mfe-accounts/static/js/async/login.9f8e7d6c.js').expect(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      for (const path of [
        '/static/app/index.html',
        '/static/app/sw.js',
        '/static/app/remotes.json',
        '/static/mfe-accounts/mf-manifest.json',
        '/static/mfe-accounts/remoteEntry.js',
        '/static/mfe-plans/mf-manifest.json',
      ]) {
        const res = await http().get(path).expect(200);
        expect(res.headers['cache-control'], path).toBe('no-cache');
      }
    });

    it('serves the shell build remotes.json by default', async () => {
      const res = await http().get('/static/app/remotes.json').expect(200);
      expect(JSON.parse(res.text)).toEqual(DEFAULT_REMOTES);
    });

    it('answers client routes with the shell index.html, never cached', async () => {
      for (const path of ['/', '/empresas', '/confirmacaoDeEmail/ana@example.com/abc', '/rota/que/nao/existe']) {
        const res = await http().get(path).expect(200);
        expect(res.headers['content-type'], path).toMatch(/text\/html/);
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.text).toBe(SHELL_INDEX);
      }
      await http().head('/empresas').expect(200);
    });

    it('answers a missing or forbidden static path with 404, not the page', async () => {
      for (const path of [
        '/static/app/missing.1a2b3c4d.js',
        '/static/app/',
        '/static/nowhere/index.html',
        '/static/app/..%2f..%2fpackage.json',
        '/static/app/%2e%2e/%2e%2e/backend/package.json',
        '/static/app/.env',
        '/static',
      ]) {
        const res = await http().get(path);
        expect(res.status, path).toBe(404);
        expect(res.body, path).toEqual(generalError(MESSAGES.apiNotFound));
      }
    });

    it('answers non-GET calls outside the API with 404', async () => {
      const res = await http().post('/empresas').send({}).expect(404);
      expect(res.body).toEqual(generalError(MESSAGES.apiNotFound));
    });
  });
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { tempDir } from './support/fixtures.js';
import { runBackend } from './support/process.js';

const root = tempDir('backend-config');
afterAll(() => root.remove());

describe('configuration', () => {
  it('has working defaults, relative to the repository root', () => {
    const config = loadConfig({}, root.path);
    expect(config).toMatchObject({
      port: 8000,
      database: { driver: 'sqlite', path: join(root.path, 'data/app.sqlite') },
      publicUrl: 'http://localhost:8000',
      mailOutboxDir: join(root.path, 'data/outbox'),
      sysadminEmails: [],
      paymentProvider: 'sandbox',
      logLevel: 'info',
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.staticDir).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.frontendDirs).toEqual({
      app: join(root.path, 'shell/dist'),
      'mfe-accounts': join(root.path, 'mfe-accounts/dist'),
      'mfe-companies': join(root.path, 'mfe-companies/dist'),
      'mfe-matrices': join(root.path, 'mfe-matrices/dist'),
      'mfe-plans': join(root.path, 'mfe-plans/dist'),
    });
  });

  it('reads every variable', () => {
    mkdirSync(join(root.path, 'overlay'), { recursive: true });
    const config = loadConfig(
      {
        PORT: '9001',
        DATABASE_URL: 'mysql://app:p%40ss%3Aword@db.internal:3307/estrategia',
        PUBLIC_URL: 'https://app.example.com.br/',
        MAIL_OUTBOX_DIR: '/var/mail/outbox',
        SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
        SYSADMIN_EMAILS: ' Ana@Example.com , bob@example.com.br,',
        PAYMENT_PROVIDER: 'mercadopago',
        LOG_LEVEL: 'warn',
        STATIC_DIR: 'overlay',
        REDIS_URL: 'redis://cache:6379',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123-abc',
        MERCADOPAGO_WEBHOOK_SECRET: 'segredo-do-webhook',
        MERCADOPAGO_API_URL: 'http://127.0.0.1:9/',
      },
      root.path,
    );
    expect(config).toMatchObject({
      port: 9001,
      database: { driver: 'mysql', host: 'db.internal', port: 3307, user: 'app', password: 'p@ss:word', database: 'estrategia' },
      publicUrl: 'https://app.example.com.br',
      mailOutboxDir: '/var/mail/outbox',
      smtpUrl: 'smtps://user:pw@smtp.example.com:465',
      sysadminEmails: ['ana@example.com', 'bob@example.com.br'],
      paymentProvider: 'mercadopago',
      logLevel: 'warn',
      staticDir: join(root.path, 'overlay'),
      redisUrl: 'redis://cache:6379',
      mercadoPago: { accessToken: 'APP_USR-123-abc', webhookSecret: 'segredo-do-webhook', apiUrl: 'http://127.0.0.1:9' },
    });
  });

  it('reads no Mercado Pago credentials for the sandbox, and needs both for Mercado Pago', () => {
    expect(loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' }, root.path).mercadoPago).toBeUndefined();
    const defaults = loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 's' }, root.path);
    expect(defaults.mercadoPago?.apiUrl).toBe('https://api.mercadopago.com');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_WEBHOOK_SECRET: 's' }, root.path)).toThrow(
      /^MERCADOPAGO_ACCESS_TOKEN: required when PAYMENT_PROVIDER=mercadopago$/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' }, root.path)).toThrow(
      /^MERCADOPAGO_WEBHOOK_SECRET: required/,
    );
  });

  it('derives the public URL from the port and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8123', SMTP_URL: '', SYSADMIN_EMAILS: ' ', DATABASE_URL: 'sqlite:/tmp/x/app.db' }, root.path);
    expect(config.publicUrl).toBe('http://localhost:8123');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.sysadminEmails).toEqual([]);
    expect(config.database).toEqual({ driver: 'sqlite', path: '/tmp/x/app.db' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'postgres://x'],
    ['DATABASE_URL', 'sqlite:'],
    ['DATABASE_URL', 'mysql://root@localhost'],
    ['PUBLIC_URL', 'app.example.com'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SYSADMIN_EMAILS', 'ana@example.com, not-an-email'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['LOG_LEVEL', 'loud'],
    ['STATIC_DIR', 'no/such/dir'],
    ['REDIS_URL', 'memcached://x'],
    ['MERCADOPAGO_ACCESS_TOKEN', 'APP USR'],
    ['MERCADOPAGO_WEBHOOK_SECRET', 'segredo\u0000'],
    ['MERCADOPAGO_API_URL', 'ftp://api.example.com'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value }, root.path)).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value }, root.path)).toThrow(new RegExp(`^${name}: `));
  });

  it('refuses an https public URL without an explicit payment provider, the sandbox included when chosen', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://app.example.com.br' }, root.path)).toThrow(/^PAYMENT_PROVIDER: must be set when PUBLIC_URL is https/);
    expect(loadConfig({ PUBLIC_URL: 'https://app.example.com.br', PAYMENT_PROVIDER: 'sandbox' }, root.path).paymentProvider).toBe('sandbox');
    expect(loadConfig({ PUBLIC_URL: 'http://intranet:8000' }, root.path).paymentProvider).toBe('sandbox');
  });

  it('never repeats a URL or a secret, which may hold a password, in its message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:hunter22@db/x' }, root.path)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter22') }),
    );
    for (const name of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET']) {
      expect(() => loadConfig({ [name]: 'hunter22 x' }, root.path)).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('hunter22') }),
      );
    }
  });
});

describe('the backend process with a bad configuration', () => {
  it('refuses to start on an https public URL with the payment provider left to its default', async () => {
    const backend = runBackend({ PUBLIC_URL: 'https://app.example.com.br' });
    const { code } = await backend.exited;
    expect(code).not.toBe(0);
    expect(backend.stderr().trim()).toMatch(/^Invalid configuration: PAYMENT_PROVIDER: must be set when PUBLIC_URL is https \(mercadopago to take real payments/);
    expect(backend.stdout()).toBe('');
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'postgres://u:hunter22@db/x'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['SYSADMIN_EMAILS', 'not-an-email'],
  ])('exits non-zero with one line naming %s', async (name, value) => {
    const backend = runBackend({ [name]: value });
    const { code } = await backend.exited;
    expect(code).not.toBe(0);
    const lines = backend.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
    expect(lines[0]).not.toContain('hunter22');
    expect(backend.stdout()).toBe('');
  });
});

import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.js';

export type DatabaseConfig =
  | { driver: 'sqlite'; path: string }
  | { driver: 'mysql'; host: string; port: number; user: string; password: string; database: string };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Folders below /static and the build each one serves by default (folder = package name, the shell is "app"). */
export const FRONTEND_PACKAGES = {
  app: 'shell',
  'mfe-accounts': 'mfe-accounts',
  'mfe-companies': 'mfe-companies',
  'mfe-matrices': 'mfe-matrices',
  'mfe-plans': 'mfe-plans',
} as const;

export interface AppConfig {
  port: number;
  database: DatabaseConfig;
  /** Origin the browser sees, without a trailing slash; links in e-mails start with it. */
  publicUrl: string;
  mailOutboxDir: string;
  smtpUrl?: string;
  /** Lower-cased e-mails that become system administrators once confirmed. */
  sysadminEmails: string[];
  paymentProvider: 'sandbox' | 'mercadopago';
  /** Mercado Pago credentials, present exactly when `paymentProvider` is 'mercadopago'. */
  mercadoPago?: MercadoPagoSettings;
  logLevel: LogLevel;
  /** Operator overlay: STATIC_DIR/<folder>/<file> wins over the default builds. */
  staticDir?: string;
  redisUrl?: string;
  /** /static/<folder> → absolute dist directory of the package built for it. */
  frontendDirs: Record<string, string>;
  /**
   * The fair-use limits' window in place of their own minute. No variable sets it: the test
   * suites lengthen it, so that filling a limit ends inside one window however slow the machine.
   */
  fairUseWindowMs?: number;
}

export interface MercadoPagoSettings {
  /** Server-side access token (APP_USR-… in production, TEST-… for test users). */
  accessToken: string;
  /** "Assinatura secreta" of the webhook: the key of the x-signature HMAC. */
  webhookSecret: string;
  /** Origin of the REST API (the default, or a fake server in tests). */
  apiUrl: string;
}

export const MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

/** A configuration problem, worded for the operator who set the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Unset and empty mean the same (an empty `SMTP_URL=` in a compose file is "no SMTP"). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (v) => URL.canParse(v) && protocols.includes(new URL(v).protocol),
    `must be a URL like ${example}`,
  );

const emailList = z.string().transform((value, ctx) => {
  const emails = value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of emails) {
    if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: 'custom', message: `"${email}" is not a valid e-mail (expected a comma-separated list)` });
    }
  }
  return emails;
});

const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, 'must be a port number (1-65535)')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 65535, 'must be a port number (1-65535)'),
  ),
  DATABASE_URL: optional(
    z
      .string()
      .refine(
        (v) => v.startsWith('sqlite:') || v.startsWith('mysql://'),
        'must be sqlite:PATH or mysql://user:pass@host:port/db',
      ),
  ),
  PUBLIC_URL: optional(urlWithProtocols(['http:', 'https:'], 'https://app.example.com.br')),
  MAIL_OUTBOX_DIR: optional(z.string()),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@host:587 or smtps://…')),
  SYSADMIN_EMAILS: optional(emailList),
  PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'mercadopago'], 'must be one of: sandbox, mercadopago')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, `must be one of: ${LOG_LEVELS.join(', ')}`)),
  STATIC_DIR: optional(z.string()),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'], 'redis://host:6379')),
  MERCADOPAGO_ACCESS_TOKEN: optional(z.string().regex(/^[\x21-\x7e]+$/, 'must be the access token, printable characters without spaces')),
  MERCADOPAGO_WEBHOOK_SECRET: optional(z.string().regex(/^[\x21-\x7e]+$/, 'must be the webhook secret, printable characters without spaces')),
  MERCADOPAGO_API_URL: optional(urlWithProtocols(['http:', 'https:'], MERCADOPAGO_API_URL)),
});

/** Mercado Pago needs both credentials; with the sandbox they are not read. */
function mercadoPagoSettings(vars: z.output<typeof envSchema>): MercadoPagoSettings | undefined {
  if (vars.PAYMENT_PROVIDER !== 'mercadopago') return undefined;
  for (const name of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] as const) {
    if (vars[name] === undefined) throw new ConfigError(`${name}: required when PAYMENT_PROVIDER=mercadopago`);
  }
  return {
    accessToken: vars.MERCADOPAGO_ACCESS_TOKEN!,
    webhookSecret: vars.MERCADOPAGO_WEBHOOK_SECRET!,
    apiUrl: (vars.MERCADOPAGO_API_URL ?? MERCADOPAGO_API_URL).replace(/\/+$/, ''),
  };
}

function parseDatabaseUrl(url: string, repoRoot: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (!path) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:data/app.sqlite');
    return { driver: 'sqlite', path: resolve(repoRoot, path) };
  }
  if (!URL.canParse(url)) throw new ConfigError('DATABASE_URL: not a valid URL (mysql://user:pass@host:port/db)');
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!parsed.hostname || !database || database.includes('/')) {
    throw new ConfigError('DATABASE_URL: must name host and database, as in mysql://user:pass@host:port/db');
  }
  if (parsed.search) throw new ConfigError('DATABASE_URL: query parameters are not supported');
  return {
    driver: 'mysql',
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username) || 'root',
    password: decodeURIComponent(parsed.password),
    database,
  };
}

/** Secrets may sit inside the value (DATABASE_URL, SMTP_URL, tokens): the message never repeats URLs or secrets. */
function describeValue(name: string, value: string | undefined): string {
  if (value === undefined || /_(URL|TOKEN|SECRET)$/.test(name)) return '';
  return ` (got "${value.length > 40 ? value.slice(0, 40) + '…' : value}")`;
}

/**
 * Reads the whole configuration from the environment once, at start. Every problem is a
 * ConfigError naming the variable; nothing is read from process.env anywhere else.
 */
export function loadConfig(env: Record<string, string | undefined>, repoRoot: string = REPO_ROOT): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}: ${issue.message}${describeValue(name, env[name])}`;
    });
    throw new ConfigError(problems.join('; '));
  }
  const vars = result.data;
  const port = vars.PORT ?? 8000;
  // A public (https) install takes payments: the test provider, which approves without
  // paying, must be chosen on purpose there, never by default.
  if (vars.PAYMENT_PROVIDER === undefined && vars.PUBLIC_URL?.startsWith('https:')) {
    throw new ConfigError(
      'PAYMENT_PROVIDER: must be set when PUBLIC_URL is https (mercadopago to take real payments, or sandbox for a test install whose checkouts approve without paying)',
    );
  }
  const inRepo = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

  const staticDir = vars.STATIC_DIR === undefined ? undefined : inRepo(vars.STATIC_DIR);
  if (staticDir !== undefined && !(existsSync(staticDir) && statSync(staticDir).isDirectory())) {
    throw new ConfigError(`STATIC_DIR: ${staticDir} is not a directory`);
  }

  return {
    port,
    database: parseDatabaseUrl(vars.DATABASE_URL ?? 'sqlite:data/app.sqlite', repoRoot),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    mailOutboxDir: inRepo(vars.MAIL_OUTBOX_DIR ?? 'data/outbox'),
    smtpUrl: vars.SMTP_URL,
    sysadminEmails: vars.SYSADMIN_EMAILS ?? [],
    paymentProvider: vars.PAYMENT_PROVIDER ?? 'sandbox',
    mercadoPago: mercadoPagoSettings(vars),
    logLevel: vars.LOG_LEVEL ?? 'info',
    staticDir,
    redisUrl: vars.REDIS_URL,
    frontendDirs: Object.fromEntries(
      Object.entries(FRONTEND_PACKAGES).map(([folder, pkg]) => [folder, resolve(repoRoot, pkg, 'dist')]),
    ),
  };
}

import {
  type AnalysisKind,
  CompanyMode,
  CONFIRM_EMAIL_MESSAGES,
  DEMO_LIMITS,
  dateDaysAhead,
  demoLimitMessage,
  MESSAGES,
  pageViewBatchSchema,
  RATE_LIMIT_MESSAGES,
  rateLimitedMessage,
  SIZE_QUOTAS,
  type SizeQuota,
  sizeQuotaMessage,
  waitText,
} from 'contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MailService } from '../../src/mail/mail.service.js';
import { encodeUserId } from '../../src/users/link-tokens.service.js';
import { existsSync, readdirSync } from 'node:fs';
import type { Driver } from './driver-suite.js';
import { type TestApp, xsrfToken } from './test-app.js';
import { randomClientIp, type SignedUpUser, signUp } from './users.js';
import { AMBIENTAL_TABLES } from './ambiental-api.js';
import { tablesSnapshot } from './analysis-matrix.js';
import { MULTIFATORIAL_TABLES } from './multifatorial-api.js';
import { SWOT_TABLES } from './swot-api.js';

/** The analyses' tables: a refused call leaves them as they were too. */
const ANALYSIS_TABLES = [...AMBIENTAL_TABLES, ...SWOT_TABLES, ...MULTIFATORIAL_TABLES];

/** What alice and bob have in their companies' analyses, made through the API. */
interface AnalysesOf {
  ambientalId: number;
  factorId: number;
  subfactorId: number;
  swotId: number;
  /** A strength and an opportunity of the SWOT, crossed. */
  strengthId: number;
  opportunityId: number;
  /** A multifatorial with a market, an item, and its first criterion of each axis. */
  multifatorialId: number;
  categoryId: number;
  itemId: number;
  attractivenessId: number;
  forceId: number;
}
import { type Call, type McpFixture, mcpFixture, mcpSnapshot, type Method } from './mcp-api.js';

/**
 * Hostile input against every route the application exposes (docs/domain/api.md): wrong JSON
 * types, odd bodies and content types, huge and strange strings, bad path parameters,
 * unknown methods, missing or forged credentials, prototype-pollution keys, and a seeded
 * random mix. Every answer must be the envelope with a pt-BR catalogue message, never a
 * 500 or an internal detail; a refused call writes nothing; no company sees another's data.
 */

/** What a field accepts, to tell a value that must be refused from one that may pass. */
type Kind =
  | 'id'
  | 'optionalId'
  | 'text'
  | 'optionalText'
  | 'string'
  | 'email'
  | 'terms'
  | 'role'
  | 'choice'
  | 'money'
  | 'optionalBoolean'
  | 'optionalCount'
  | 'unit'
  | 'optionalUnit'
  | 'subfactorKind'
  | 'quadrant'
  | 'intensity'
  | 'month'
  | 'optionalMonth'
  | 'optionalColor'
  | 'optionalThreshold'
  | 'optionalGrouping'
  | 'itemKind'
  | 'axis'
  | 'optionalMoney'
  | 'emptyList'
  | 'pageViews';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** alice: a member of company A; root: a system administrator; none: no token. */
type Caller = 'alice' | 'root' | 'none';


interface Route {
  method: HttpMethod;
  /** With `:name` path parameters. */
  path: string;
  caller: Caller;
  /** Path parameters of the well-formed call. */
  params?: () => Record<string, string>;
  /** A well-formed body (which may still be refused by the service: that is fine). */
  body?: () => Record<string, unknown>;
  kinds?: Record<string, Kind>;
  /**
   * Called by another server, authenticated by a signature instead of a session (no XSRF):
   * a body it cannot parse is a 400, anything else unsigned a 401.
   */
  signed?: true;
  /** A browser form with its own signed token instead of the XSRF header. */
  noXsrf?: true;
  /** The body is a list of one such object (the fields' hostile values go inside it). */
  listBody?: boolean;
  /** An absent or unreadable body is the empty object, and that is a valid call (a PATCH changing nothing). */
  emptyBodyValid?: boolean;
  /** The request body made of `body` (the bulk grid call sends a list of such rows). */
  wrap?: (body: Record<string, unknown>) => unknown;
  /** Where a refused field is reported (a row's fields under its index). */
  errorField?: (field: string) => string;
  /** Every field is optional (a PATCH, defaults): a request without a body changes nothing and succeeds. */
  optionalBody?: true;
  /** Reads bodies over 2 MB (the bulk grid's own limit): the 2 MB bodies are read, and refused as not a list. */
  largeBody?: true;
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);
const hasBody = (route: Route) => BODY_METHODS.has(route.method);
/** The request body of a route, from its `body` (changed or not): a list body wraps it. */
const requestBody = (route: Route, body: Record<string, unknown>) => (route.wrap ? route.wrap(body) : route.listBody ? [body] : body);

// ---------------------------------------------------------------- hostile values

const LONG = 'x'.repeat(10_000);
const HUGE = 'y'.repeat(2 * 1024 * 1024);

/** Values sent in place of each field (`undefined` = the field left out). */
const HOSTILE: Array<[label: string, value: unknown]> = [
  ['missing', undefined],
  ['null', null],
  ['true', true],
  ['false', false],
  ['zero', 0],
  ['negative', -1],
  ['float', 1.5],
  ['beyond int32', 2_147_483_648],
  ['beyond safe integer', Number.MAX_SAFE_INTEGER + 1],
  ['1e308', 1e308],
  ['huge digit string', '9999999999999999999'],
  ['negative string', '-1'],
  ['float string', '1.5'],
  ['exponent string', '1e3'],
  ['hex string', '0x10'],
  ['NaN string', 'NaN'],
  ['Infinity string', 'Infinity'],
  ['empty string', ''],
  ['blank string', '   '],
  ['empty array', []],
  ['array of number', [1]],
  ['array of string', ['a@b.com']],
  ['empty object', {}],
  ['operator object', { $gt: '' }],
  ['toString object', { toString: 'x', valueOf: 1 }],
  ['SQL quote', "' OR '1'='1"],
  ['SQL statement', '1; DROP TABLE users; --'],
  ['SQL union', "x' UNION SELECT password_hash FROM users --"],
  ['NUL', '\u0000'],
  ['embedded NUL', 'a\u0000b@c.com'],
  ['emoji', '😀🇧🇷 Ação'],
  ['RTL and zero-width', '\u202Eabc\u200B\u200D\uFEFF'],
  ['lone surrogate', '\uD800x'],
  ['10 000 characters', LONG],
  ['markup', '<script>alert(1)</script>"\'`'],
  ['path traversal', '../../etc/passwd'],
  ['proto key string', '__proto__'],
];

/**
 * The hostile values a database stores, compares or converts in its own way (number ranges,
 * lengths, encodings, NUL bytes, quotes): MariaDB gets these where a field may take them.
 */
const DATABASE_LABELS = new Set([
  'zero', 'negative', 'float', 'beyond int32', 'beyond safe integer', '1e308', 'huge digit string', 'empty string',
  'SQL quote', 'NUL', 'embedded NUL', 'emoji', 'RTL and zero-width', 'lone surrogate', '10 000 characters',
]);
const DATABASE_VALUES = HOSTILE.filter(([label]) => DATABASE_LABELS.has(label));

/** Path parameters that are not a well-formed id (or code). */
const BAD_PARAMS = [
  'abc', '9999999999999999999', '-1', '1.5', '%00', '0', '1e3', '%20', '0x10', '2147483648', '%F0%9F%98%80',
  '%E0%A4%A', '1%27%20OR%201%3D1', '1;DROP%20TABLE%20companies', '%2e%2e%2f%2e%2e%2fetc', '__proto__', 'constructor',
  'x'.repeat(4000), '1%2F2', '%C0%AE', 'Infinity', 'null', '[1]',
];
/** Of those, the ones a database would see if a route let them through: past the id columns' range, a quote, an emoji, a long code. */
const DATABASE_PARAMS = ['0', '2147483648', '9999999999999999999', '1%27%20OR%201%3D1', '%F0%9F%98%80', 'x'.repeat(4000)];

const MAX_ID = 2_147_483_647;
const isWellFormedId = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID) ||
  (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID);

/** False when the value can never be valid for the field: it must then be refused with 400. */
function mayBeValid(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'id':
      return isWellFormedId(value);
    case 'optionalId':
      return value === undefined || isWellFormedId(value);
    case 'text':
    case 'string':
      return typeof value === 'string';
    case 'email':
      // No mailbox has a control or invisible format character (NUL, RTL override, zero-width).
      return typeof value === 'string' && !/[\p{Cc}\p{Cf}]/u.test(value);
    case 'optionalText':
      return value === undefined || typeof value === 'string';
    case 'terms':
      return value === true;
    case 'role':
      return value === null || (isWellFormedId(value) && [1, 2, 3, 4].includes(Number(value)));
    case 'choice':
      return isWellFormedId(value);
    case 'money':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    case 'optionalBoolean':
      return value === undefined || typeof value === 'boolean';
    case 'optionalCount':
      return value === undefined || value === 0 || value === '0' || isWellFormedId(value);
    case 'unit':
      return typeof value === 'number' && value >= 0 && value <= 1;
    case 'optionalUnit':
      return value === undefined || (typeof value === 'number' && value >= 0 && value <= 1);
    case 'subfactorKind':
      return value === 'oportunidade' || value === 'ameaca';
    case 'quadrant':
      return typeof value === 'string' && ['S', 'W', 'O', 'T'].includes(value);
    case 'intensity':
      return typeof value === 'number' && [0, 1, 2, 3].includes(value);
    case 'month':
      return typeof value === 'string' && /^\s*\d{4}-\d{2}/.test(value);
    case 'optionalMonth':
      return value === undefined || mayBeValid('month', value);
    case 'optionalColor':
      return value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffff);
    case 'optionalThreshold':
      return value === undefined || (typeof value === 'number' && value >= -1 && value <= 10);
    case 'optionalGrouping':
      return value === undefined || (isWellFormedId(value) && [1, 3, 6, 12].includes(Number(value)));
    case 'itemKind':
      return value === 'product' || value === 'competitor';
    case 'axis':
      return value === 'attractiveness' || value === 'force';
    case 'optionalMoney':
      return value === undefined || mayBeValid('money', value);
    case 'emptyList':
      // The hostile lists hold no valid expense: only the empty one may pass.
      return Array.isArray(value) && value.length === 0;
    case 'pageViews':
      return pageViewBatchSchema.safeParse({ views: value }).success;
  }
}

// ---------------------------------------------------------------- what every answer must look like

const CATALOGUE = new Set<string>([...Object.values(MESSAGES), ...Object.values(CONFIRM_EMAIL_MESSAGES)]);
/** The demo-limit texts name the company's plans page: one per kind, any company id. */
const DEMO_LIMIT_TEXTS = [
  ...(Object.keys(DEMO_LIMITS) as AnalysisKind[]).map((kind) => demoLimitMessage(kind, 0)),
  // The size quotas' texts (a demo company's names its plans page too).
  ...(Object.keys(SIZE_QUOTAS) as SizeQuota[]).flatMap((quota) => [CompanyMode.Demo, CompanyMode.Full].map((mode) => sizeQuotaMessage(quota, mode, 0))),
].map((text) => text.replace('/planos/0 ', '/planos/{id} '));
const isCatalogued = (message: unknown) =>
  typeof message === 'string' && (CATALOGUE.has(message) || DEMO_LIMIT_TEXTS.includes(message.replace(/\/planos\/\d+ /, '/planos/{id} ')));
/** A 429's texts: the general one and the fair-use ones, each saying the wait its Retry-After header gives. */
const rateLimitTexts = (retryAfter: number) => [
  rateLimitedMessage(retryAfter),
  RATE_LIMIT_MESSAGES.expensiveReads(waitText(retryAfter)),
  RATE_LIMIT_MESSAGES.bulkWrites(waitText(retryAfter)),
];
const ENVELOPE_KEYS = new Set(['success', 'data', 'errors', 'message']);
/** Internals that must never reach a client. */
const LEAK = /\bat \S+ \(|node_modules|\/src\/|\/srv\/|\.[jt]s:\d|SQLITE_|\bER_[A-Z_]+|QueryFailed|TypeORM|\bSELECT\b|\bINSERT INTO\b|\bWHERE\b|stack|Error:/i;

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/** The problems of one answer (empty when it is a proper answer). */
function answerProblems(res: request.Response, method: string): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (method === 'head') return problems;
  // The sandbox checkout is a page a person opens: its refusals are pages in pt-BR too.
  if (/^\/api\/payment\/sandbox\/checkout\//.test(new URL(res.request.url).pathname) && /^text\/html/.test(String(res.headers['content-type']))) {
    return [...problems, ...pageProblems(res)];
  }
  if (!/^application\/json/.test(String(res.headers['content-type']))) {
    problems.push(`content-type ${res.headers['content-type']}`);
    return problems;
  }
  const body = res.body as Record<string, unknown>;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [...problems, `body ${show(body)}`];
  // The catalogue's texts, and a rate limit's, which says the wait its Retry-After header gives.
  const known = (message: unknown) =>
    typeof message === 'string' &&
    (isCatalogued(message) || (res.status === 429 && rateLimitTexts(Number(res.headers['retry-after'])).includes(message)));
  const extra = Object.keys(body).filter((key) => !ENVELOPE_KEYS.has(key));
  if (extra.length) problems.push(`keys outside the envelope: ${extra.join(',')}`);
  if (typeof body.success !== 'boolean') problems.push('no boolean success');
  if (body.success !== (res.status < 400)) problems.push(`success ${String(body.success)} with status ${res.status}`);
  if (body.success === false) {
    if (!known(body.message)) problems.push(`message not from the catalogue: ${show(body.message)}`);
    const errors = body.errors as Record<string, unknown> | undefined;
    if (typeof errors !== 'object' || errors === null) problems.push('no errors object');
    else {
      for (const [field, messages] of Object.entries(errors)) {
        if (!Array.isArray(messages) || messages.length === 0) problems.push(`errors.${field} is not a list`);
        else for (const m of messages) if (!known(m)) problems.push(`errors.${field}: not from the catalogue: ${show(m)}`);
      }
    }
    if (LEAK.test(JSON.stringify(body))) problems.push(`internal detail: ${show(body)}`);
  } else if (/"stack"\s*:/.test(res.text)) {
    problems.push('a stack in a successful answer');
  }
  return problems;
}

/** The problems of an HTML page answer: a refusal must say why with a catalogued pt-BR text and leak nothing. */
function pageProblems(res: request.Response): string[] {
  const problems: string[] = [];
  if (!res.text.includes('<html lang="pt-BR">')) problems.push('a page not in pt-BR');
  const shown = /data-testid="sandbox-error">([^<]*)</.exec(res.text)?.[1]?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  if (res.status >= 400) {
    if (shown === undefined) problems.push('a refusal page that does not say why');
    // A form's refusal may name several fields, one catalogued message each.
    else if (!isCatalogued(shown) && [...CATALOGUE].reduce((rest, text) => (text && rest.includes(text) ? rest.split(text).join('') : rest), shown).trim() !== '') {
      problems.push(`message not from the catalogue: ${show(shown)}`);
    }
  }
  if (LEAK.test(res.text.replace(/<style>[\s\S]*?<\/style>/, ''))) problems.push('internal detail in the page');
  return problems;
}

/** A tiny seeded generator (mulberry32): a failing random case reproduces with the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** All the problems at once, in full (an array diff would be cut short). */
const expectNone = (problems: string[]) => expect(problems.join('\n')).toBe('');

/** One call of a probe: how to send it, and what its answer must be beyond the common rules. */
interface ProbeCase {
  label: string;
  method: string;
  send: () => request.Test;
  expect?: (res: request.Response) => string | undefined;
}

const SEED = Number(process.env.ROBUSTNESS_SEED ?? 0x5eed_2024);

/**
 * On SQLite, every hostile input against every route. On MariaDB, each route once with what
 * reaches its database (see `eachRouteOnTheDatabase`), and the isolation checks.
 */
export function robustnessSuite(app: () => TestApp, driver: Driver): void {
  // A test here makes hundreds of calls, each followed by a snapshot: on a loaded machine that
  // is more than the default 30 s.
  vi.setConfig({ testTimeout: 120_000 });
  const http = () => request(app().server);
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let bobsColleague: SignedUpUser;
  let logoutVictim: SignedUpUser;
  let root: SignedUpUser;
  let guest: Record<string, string>;
  let productId: number;
  let checkoutCodeA: string;
  let checkoutCodeB: string;
  const unknownCheckoutCode = 'AAAAAAAAAAAAAAAAAAAAAA';
  let companyA: number;
  let companyB: number;
  let analysesA: AnalysesOf;
  let analysesB: AnalysesOf;
  /** An MCP with a category, product, competitor, domain and subcategory in each company. */
  let mcpA: McpFixture;
  let mcpB: McpFixture;
  const unknownEmail = `ninguem.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  const inviteEmail = `convidado.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`;
  const future = dateDaysAhead(10);

  /** Every route of the application (the controllers' table), called by a user of company A. */
  const routes = (): Route[] => [
    { method: 'get', path: '/api/health', caller: 'none' },
    {
      method: 'post',
      path: '/api/auth/register',
      caller: 'none',
      body: () => ({ name: 'Pessoa Nova', email: `nova.${Math.random().toString(36).slice(2)}@exemplo.com.br`, password1: 'senha segura 1', password2: 'senha segura 1', terms: true }),
      kinds: { name: 'text', email: 'email', password1: 'string', password2: 'string', terms: 'terms' },
    },
    {
      method: 'post',
      path: '/api/auth/confirmemail',
      caller: 'none',
      body: () => ({ email: unknownEmail, token: 'abc.def' }),
      kinds: { email: 'email', token: 'string' },
    },
    {
      method: 'post',
      path: '/api/auth/resendconfirmationemail',
      caller: 'none',
      body: () => ({ email: unknownEmail }),
      kinds: { email: 'email' },
    },
    {
      method: 'post',
      path: '/api/general/login',
      caller: 'none',
      body: () => ({ email: unknownEmail, password: 'senha errada 1' }),
      kinds: { email: 'email', password: 'string' },
    },
    { method: 'get', path: '/api/general/get_authenticated_user', caller: 'alice' },
    { method: 'get', path: '/api/general/logout', caller: 'none' },
    {
      method: 'post',
      path: '/api/general/send_recover_password_email',
      caller: 'none',
      body: () => ({ email: unknownEmail }),
      kinds: { email: 'email' },
    },
    {
      method: 'post',
      path: '/api/auth/recoverPasswordForm',
      caller: 'none',
      body: () => ({ idencoded: encodeUserId(MAX_ID), token: 'abc.def', pass1: 'senha nova 12', pass2: 'senha nova 12' }),
      kinds: { idencoded: 'string', token: 'string', pass1: 'string', pass2: 'string' },
    },
    {
      method: 'post',
      path: '/api/general/update_user_name',
      caller: 'alice',
      body: () => ({ id: alice.id, name: 'Alice Souza' }),
      kinds: { id: 'id', name: 'text' },
    },
    {
      method: 'post',
      path: '/api/general/update_user_password',
      caller: 'alice',
      // The current password is wrong: no variation may ever change it.
      body: () => ({ id: alice.id, old_password: 'nao e esta 1', new_password: 'senha nova 12', confirm_password: 'senha nova 12' }),
      kinds: { id: 'id', old_password: 'string', new_password: 'string', confirm_password: 'string' },
    },
    {
      method: 'post',
      path: '/api/general/get_company_basic_info',
      caller: 'alice',
      body: () => ({ id: companyA }),
      kinds: { id: 'id' },
    },
    { method: 'get', path: '/api/general/get_my_companies', caller: 'alice' },
    { method: 'get', path: '/api/general/get_companies_admin', caller: 'alice' },
    { method: 'get', path: '/api/general/get_choices', caller: 'alice' },
    {
      method: 'post',
      path: '/api/general/new_company',
      caller: 'alice',
      body: () => ({ fantasy_name: 'Outra', description: 'd', business_model: 1, sector: 1, revenue: 1, reach: 1 }),
      kinds: { fantasy_name: 'text', description: 'optionalText', business_model: 'choice', sector: 'choice', revenue: 'choice', reach: 'choice' },
    },
    {
      method: 'post',
      path: '/api/general/update_company',
      caller: 'alice',
      body: () => ({ id: companyA, fantasy_name: 'Alfa Ltda', description: 'Descrição' }),
      kinds: { id: 'id', fantasy_name: 'text', description: 'optionalText' },
    },
    {
      method: 'post',
      path: '/api/general/delete_company',
      caller: 'alice',
      // An id nobody has: a variation that happens to be well formed finds nothing to delete.
      body: () => ({ id: MAX_ID }),
      kinds: { id: 'id' },
    },
    { method: 'get', path: '/api/general/set_active_company/:id', caller: 'alice', params: () => ({ id: String(companyA) }) },
    { method: 'get', path: '/api/general/lock_company/:id', caller: 'alice', params: () => ({ id: String(companyA) }) },
    {
      method: 'post',
      path: '/api/general/unlock_company/:id',
      caller: 'alice',
      params: () => ({ id: String(companyA) }),
      body: () => ({ date: future }),
      kinds: { date: 'string' },
    },
    {
      method: 'post',
      path: '/api/general/extend_company/:id',
      caller: 'alice',
      params: () => ({ id: String(companyA) }),
      body: () => ({ date: future }),
      kinds: { date: 'string' },
    },
    { method: 'get', path: '/api/general/toggle_demo/:id', caller: 'alice', params: () => ({ id: String(companyA) }) },
    { method: 'get', path: '/api/general/get_company_staff/:companyId', caller: 'alice', params: () => ({ companyId: String(companyA) }) },
    {
      method: 'post',
      path: '/api/general/update_collaborator',
      caller: 'alice',
      body: () => ({ email: inviteEmail, role: 4, name: 'Convidado', companyId: companyA }),
      kinds: { email: 'email', role: 'role', name: 'optionalText', companyId: 'id' },
    },
    {
      method: 'post',
      path: '/api/general/find_user_by_email',
      caller: 'alice',
      body: () => ({ email: bob.email, companyId: companyA }),
      kinds: { email: 'email', companyId: 'optionalId' },
    },
    {
      method: 'post',
      path: '/api/analytics/pageview',
      caller: 'none',
      body: () => ({ views: [{ route: '/empresa/:companyId', referrer: '/login', remote: 'mfe_matrices' }] }),
      kinds: { views: 'pageViews' },
    },
    { method: 'get', path: '/api/analytics/pageviews', caller: 'root' },
    { method: 'get', path: '/api/payment/products', caller: 'alice' },
    {
      method: 'post',
      path: '/api/payment/products',
      caller: 'root',
      body: () => ({ name: 'Plano Robusto', cost: '19,90', months: 2, description: 'Dois meses', incentivar: false, ordem: 5 }),
      kinds: { name: 'text', cost: 'money', months: 'choice', description: 'optionalText', incentivar: 'optionalBoolean', ordem: 'optionalCount' },
    },
    {
      method: 'put',
      path: '/api/payment/products/:id',
      caller: 'root',
      params: () => ({ id: String(productId) }),
      body: () => ({ name: 'Plano Robusto', cost: 19.9, months: 2, description: 'Dois meses', incentivar: true, ordem: 6 }),
      kinds: { name: 'text', cost: 'money', months: 'choice', description: 'optionalText', incentivar: 'optionalBoolean', ordem: 'optionalCount' },
    },
    // An id nobody has: a well-formed variation finds nothing to delete.
    { method: 'delete', path: '/api/payment/products/:id', caller: 'root', params: () => ({ id: String(MAX_ID) }) },
    { method: 'get', path: '/api/payment/compras/:companyId', caller: 'alice', params: () => ({ companyId: String(companyA) }) },
    {
      method: 'get',
      path: '/api/payment/:companyId/buy/:productId',
      caller: 'alice',
      params: () => ({ companyId: String(companyA), productId: String(productId) }),
    },
    {
      method: 'get',
      path: '/api/payment/get_company_id_for_checkout_code/:code',
      caller: 'alice',
      params: () => ({ code: checkoutCodeA }),
    },
    // Unsigned: every notification that parses is refused (401) before anything is read.
    {
      method: 'post',
      path: '/api/payment/webhook/:provider',
      caller: 'none',
      signed: true,
      params: () => ({ provider: 'sandbox' }),
      body: () => ({ action: 'payment.updated', type: 'payment', data: { id: '1' } }),
    },
    // An unknown code: the page of a real one is HTML, not the envelope.
    { method: 'get', path: '/api/payment/sandbox/checkout/:code', caller: 'none', params: () => ({ code: unknownCheckoutCode }) },
    // A forged token: no variation may ever record a payment.
    {
      method: 'post',
      path: '/api/payment/sandbox/checkout/:code',
      caller: 'none',
      noXsrf: true,
      params: () => ({ code: checkoutCodeA }),
      body: () => ({ token: 'b'.repeat(43), decision: 'approve', email: 'comprador@exemplo.com.br', password: 'senha segura 123' }),
      kinds: { token: 'string', decision: 'string', email: 'string', password: 'string' },
    },
    // Ambiental (alice's analysis in company A; the deletes aim at an id nobody has)
    { method: 'get', path: '/api/company/:id/ambiental/', caller: 'alice', params: () => ({ id: String(companyA) }) },
    {
      method: 'post',
      path: '/api/company/:id/ambiental/',
      caller: 'alice',
      params: () => ({ id: String(companyA) }),
      body: () => ({ name: 'Outra ambiental', description: 'd' }),
      kinds: { name: 'text', description: 'optionalText' },
    },
    { method: 'get', path: '/api/novaambiental/:id/', caller: 'alice', params: () => ({ id: String(companyA) }) },
    { method: 'get', path: '/api/ambientais/:id/', caller: 'alice', params: () => ({ id: String(analysesA.ambientalId) }) },
    { method: 'delete', path: '/api/ambientais/:id/', caller: 'alice', params: () => ({ id: String(MAX_ID) }) },
    {
      method: 'patch',
      path: '/api/v3/ambientais/:id/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.ambientalId) }),
      body: () => ({ name: 'Cenário', description: 'd' }),
      kinds: { name: 'optionalText', description: 'optionalText' },
      emptyBodyValid: true,
    },
    { method: 'get', path: '/api/ambientais/:id/chart_data/', caller: 'alice', params: () => ({ id: String(analysesA.ambientalId) }) },
    { method: 'get', path: '/api/ambientais/:id/factors/', caller: 'alice', params: () => ({ id: String(analysesA.ambientalId) }) },
    { method: 'get', path: '/api/ambientais/:id/factors/listWithSubfactors/', caller: 'alice', params: () => ({ id: String(analysesA.ambientalId) }) },
    {
      method: 'post',
      path: '/api/ambientais/:id/factors/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.ambientalId) }),
      body: () => ({ name: 'Demográfico', importance: 0.5 }),
      kinds: { name: 'text', importance: 'optionalUnit' },
    },
    { method: 'get', path: '/api/factors/:id/', caller: 'alice', params: () => ({ id: String(analysesA.factorId) }) },
    {
      method: 'put',
      path: '/api/factors/:id/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.factorId) }),
      body: () => ({ name: 'Político', importance: 0.7 }),
      kinds: { name: 'text', importance: 'unit' },
    },
    { method: 'delete', path: '/api/factors/:id/', caller: 'alice', params: () => ({ id: String(MAX_ID) }) },
    { method: 'get', path: '/api/factors/:id/subfactors/', caller: 'alice', params: () => ({ id: String(analysesA.factorId) }) },
    {
      method: 'post',
      path: '/api/factors/:id/subfactors/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.factorId) }),
      body: () => ({ name: 'Eleições', kind: 'ameaca', importance: 0.5, grade: 0.5 }),
      kinds: { name: 'text', kind: 'subfactorKind', importance: 'optionalUnit', grade: 'optionalUnit' },
    },
    {
      method: 'put',
      path: '/api/subfactors/:id/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.subfactorId) }),
      body: () => ({ name: 'Eleições', kind: 'ameaca', importance: 0.5, grade: 0.5 }),
      kinds: { name: 'text', kind: 'subfactorKind', importance: 'unit', grade: 'unit' },
    },
    { method: 'delete', path: '/api/subfactors/:id/', caller: 'alice', params: () => ({ id: String(MAX_ID) }) },
    // SWOT Sistêmica (alice's analysis in company A; the deletes aim at an id nobody has)
    { method: 'get', path: '/api/company/:companyId/swots/', caller: 'alice', params: () => ({ companyId: String(companyA) }) },
    {
      method: 'post',
      path: '/api/company/:companyId/swots/',
      caller: 'alice',
      params: () => ({ companyId: String(companyA) }),
      body: () => ({ name: 'Outra SWOT', description: 'd' }),
      kinds: { name: 'text', description: 'optionalText' },
    },
    { method: 'get', path: '/api/swots/:id/', caller: 'alice', params: () => ({ id: String(analysesA.swotId) }) },
    { method: 'delete', path: '/api/swots/:id/', caller: 'alice', params: () => ({ id: String(MAX_ID) }) },
    {
      method: 'patch',
      path: '/api/v3/swots/:id/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.swotId) }),
      body: () => ({ name: 'SWOT', description: 'd' }),
      kinds: { name: 'optionalText', description: 'optionalText' },
      emptyBodyValid: true,
    },
    { method: 'get', path: '/api/swots/:id/chart_data/', caller: 'alice', params: () => ({ id: String(analysesA.swotId) }) },
    { method: 'get', path: '/api/swots/:id/items/', caller: 'alice', params: () => ({ id: String(analysesA.swotId) }) },
    {
      method: 'post',
      path: '/api/swots/:id/items/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.swotId) }),
      body: () => ({ quadrant: 'W', text: 'Pouco capital', importance: 0.5 }),
      kinds: { quadrant: 'quadrant', text: 'text', importance: 'optionalUnit' },
    },
    {
      method: 'put',
      path: '/api/swot_items/:id/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.strengthId) }),
      body: () => ({ quadrant: 'S', text: 'Marca forte', importance: 0.8 }),
      kinds: { quadrant: 'quadrant', text: 'text', importance: 'unit' },
    },
    { method: 'delete', path: '/api/swot_items/:id/', caller: 'alice', params: () => ({ id: String(MAX_ID) }) },
    {
      method: 'put',
      path: '/api/swots/:id/crossings/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.swotId) }),
      body: () => ({ internal: analysesA.strengthId, external: analysesA.opportunityId, intensity: 2 }),
      kinds: { internal: 'id', external: 'id', intensity: 'intensity' },
      listBody: true,
    },
    {
      method: 'post',
      path: '/api/swots/:id/import_ambiental/',
      caller: 'alice',
      params: () => ({ id: String(analysesA.swotId) }),
      body: () => ({ ambientalId: analysesA.ambientalId }),
      kinds: { ambientalId: 'id' },
    },
    ...mcpRoutes(),
    ...multifatorialRoutes(),
  ];

  /** The Multifatorial calls (issue 10), on company A's multifatorial; deletes aim at ids nobody has. */
  const multifatorialRoutes = (): Route[] => {
    const company = () => ({ companyId: String(companyA) });
    const multifatorial = () => ({ id: String(analysesA.multifatorialId) });
    const nobody = () => ({ id: String(MAX_ID) });
    const read = (path: string, params: () => Record<string, string>): Route => ({ method: 'get', path, caller: 'alice', params });
    const period = { body: () => ({ start: '2025-01', end: '2025-12' }), kinds: { start: 'month', end: 'month', multifatorialId: 'optionalId' } as Record<string, Kind> };
    const criterion = { body: () => ({ axis: 'force', name: 'Canais', importance: 0.4, higherIsWorse: true }), kinds: { axis: 'axis', name: 'text', importance: 'unit', higherIsWorse: 'optionalBoolean' } as Record<string, Kind> };
    const item = { body: () => ({ name: 'Unidade', color: 1, faturamento: 12.5 }), kinds: { name: 'text', color: 'optionalColor', faturamento: 'optionalMoney' } as Record<string, Kind> };
    return [
      read('/api/company/:companyId/multifatoriais/', company),
      {
        method: 'post',
        path: '/api/company/:companyId/multifatoriais/',
        caller: 'alice',
        params: company,
        body: () => ({ name: 'Multifatorial Robusta', description: 'd', mcpId: mcpA.mcpId }),
        kinds: { name: 'text', description: 'optionalText', mcpId: 'optionalId' },
      },
      read('/api/company/:companyId/multifatoriais/chart_time_limits/', company),
      { method: 'post', path: '/api/company/:companyId/multifatoriais/simple_chart_data_for_period/', caller: 'alice', params: company, ...period },
      { method: 'post', path: '/api/company/:companyId/multifatoriais/detailed_chart_data_for_period/', caller: 'alice', params: company, ...period },
      read('/api/company/:companyId/multifatoriais/chart_data/', company),
      read('/api/multifatoriais/:id/', multifatorial),
      {
        method: 'patch',
        path: '/api/v3/multifatoriais/:id/',
        caller: 'alice',
        params: multifatorial,
        body: () => ({ name: 'Multifatorial A', description: 'd' }),
        kinds: { name: 'optionalText', description: 'optionalText' },
        optionalBody: true,
      },
      { method: 'delete', path: '/api/multifatoriais/:id/', caller: 'alice', params: nobody },
      read('/api/multifatoriais/:id/multifatorial_chart_data/', multifatorial),
      {
        method: 'post',
        path: '/api/multifatoriais/:id/import_mcp/',
        caller: 'alice',
        params: multifatorial,
        body: () => ({ mcpId: mcpA.mcpId }),
        kinds: { mcpId: 'optionalId' },
      },
      {
        method: 'put',
        path: '/api/multifatoriais/:id/grades/',
        caller: 'alice',
        params: multifatorial,
        body: () => ({ date: '2025-02', grades: [] }),
        kinds: { date: 'month', grades: 'emptyList' },
      },
      // Without ?date= it is a 400; hostile query strings must not break it either.
      read('/api/multifatoriais/:id/grades/', multifatorial),
      read('/api/multifatoriais/:id/criteria/', multifatorial),
      { method: 'post', path: '/api/multifatoriais/:id/criteria/', caller: 'alice', params: multifatorial, ...criterion, kinds: { ...criterion.kinds, importance: 'optionalUnit' } },
      { method: 'put', path: '/api/criteria/:id/', caller: 'alice', params: () => ({ id: String(analysesA.forceId) }), ...criterion },
      { method: 'delete', path: '/api/criteria/:id/', caller: 'alice', params: nobody },
      read('/api/multifatorial/:id/categories/', multifatorial),
      {
        method: 'post',
        path: '/api/multifatorial/:id/categories/',
        caller: 'alice',
        params: multifatorial,
        body: () => ({ name: 'Mercado Robusto', color: 0 }),
        kinds: { name: 'text', color: 'optionalColor' },
      },
      read('/api/multifatorial/:id/categories/:categoryId/', () => ({ id: String(analysesA.multifatorialId), categoryId: String(analysesA.categoryId) })),
      {
        method: 'post',
        path: '/api/multifatorial/:id/categories/:categoryId/items/',
        caller: 'alice',
        params: () => ({ id: String(analysesA.multifatorialId), categoryId: String(analysesA.categoryId) }),
        ...item,
      },
      { method: 'put', path: '/api/multifatorial_items/:id/', caller: 'alice', params: () => ({ id: String(analysesA.itemId) }), ...item },
      { method: 'delete', path: '/api/multifatorial_items/:id/', caller: 'alice', params: nobody },
    ];
  };

  /** The MCP calls (issue 9), on company A's MCP; deletes aim at ids nobody has. */
  const mcpRoutes = (): Route[] => {
    const company = () => ({ companyId: String(companyA) });
    const mcp = () => ({ id: String(mcpA.mcpId) });
    const category = () => ({ id: String(mcpA.categoryId) });
    const product = () => ({ id: String(mcpA.productId) });
    const competitor = () => ({ id: String(mcpA.competitorId) });
    const nobody = () => ({ id: String(MAX_ID) });
    const control = { body: () => ({ date: '2025-02', total: 10.5, cost: 4, amount: 1 }), kinds: { date: 'optionalMonth', total: 'money', cost: 'money', amount: 'money' } as Record<string, Kind> };
    const item = (categoryId: () => number) => ({
      body: () => ({ categoryId: categoryId(), name: 'Item Robusto', color: 0x123456 }),
      kinds: { categoryId: 'id', name: 'text', color: 'optionalColor' } as Record<string, Kind>,
    });
    const read = (path: string, params: () => Record<string, string>): Route => ({ method: 'get', path, caller: 'alice', params });
    return [
      read('/api/company/:companyId/mcps/', company),
      {
        method: 'post',
        path: '/api/company/:companyId/mcps/',
        caller: 'alice',
        params: company,
        body: () => ({ name: 'MCP Robusta', description: 'd', growthThreshold: 0.2 }),
        kinds: { name: 'text', description: 'optionalText', growthThreshold: 'optionalThreshold' },
      },
      {
        method: 'put',
        path: '/api/company/:companyId/mcps/update_company/',
        caller: 'alice',
        params: company,
        body: () => ({ growthThreshold: 0.2, grouping: 3 }),
        kinds: { growthThreshold: 'optionalThreshold', grouping: 'optionalGrouping' },
        optionalBody: true,
      },
      read('/api/company/:companyId/mcps/chart_data/', company),
      read('/api/mcps/:id/', mcp),
      {
        method: 'patch',
        path: '/api/v3/mcps/:id/',
        caller: 'alice',
        params: mcp,
        body: () => ({ name: 'MCP A', description: 'd', growthThreshold: 0.1 }),
        kinds: { name: 'optionalText', description: 'optionalText', growthThreshold: 'optionalThreshold' },
        optionalBody: true,
      },
      { method: 'delete', path: '/api/mcps/:id/', caller: 'alice', params: nobody },
      read('/api/mcps/:id/categories_and_products/', mcp),
      read('/api/mcps/:id/categories_and_competitors/', mcp),
      read('/api/mcps/:id/control_data/', mcp),
      {
        method: 'put',
        path: '/api/mcps/:id/control_data/',
        caller: 'alice',
        params: mcp,
        body: () => ({ kind: 'product', id: mcpA.productId, date: '2025-03', total: 1, cost: 0.5, amount: 2 }),
        // A grid row may leave any value out (it keeps what is stored), not all of them.
        kinds: { kind: 'itemKind', id: 'id', date: 'month', total: 'optionalMoney', cost: 'optionalMoney', amount: 'optionalMoney' },
        wrap: (row) => [row],
        errorField: () => '0',
        largeBody: true,
      },
      read('/api/mcps/:id/retrieve_domains_and_categories/', mcp),
      {
        method: 'post',
        path: '/api/mcps/:id/categories/',
        caller: 'alice',
        params: mcp,
        body: () => ({ name: 'Categoria Robusta', color: 0 }),
        kinds: { name: 'text', color: 'optionalColor' },
      },
      read('/api/category/:id/', category),
      {
        method: 'put',
        path: '/api/category/:id/',
        caller: 'alice',
        params: category,
        body: () => ({ name: 'Cafés', color: 0x8b4513 }),
        kinds: { name: 'text', color: 'optionalColor' },
      },
      { method: 'delete', path: '/api/category/:id/', caller: 'alice', params: nobody },
      { method: 'post', path: '/api/products/', caller: 'alice', ...item(() => mcpA.otherCategoryId), kinds: { ...item(() => 0).kinds, active: 'optionalBoolean' } },
      read('/api/products/:id/', product),
      { method: 'put', path: '/api/products/:id/', caller: 'alice', params: product, ...item(() => mcpA.categoryId), kinds: { ...item(() => 0).kinds, active: 'optionalBoolean' } },
      { method: 'delete', path: '/api/products/:id/', caller: 'alice', params: nobody },
      { method: 'put', path: '/api/products/:id/update_control/', caller: 'alice', params: product, ...control },
      {
        method: 'put',
        path: '/api/products/:id/update_expenses/',
        caller: 'alice',
        params: product,
        body: () => ({ date: '2025-02', expenses: [] }),
        kinds: { date: 'optionalMonth', expenses: 'emptyList' },
      },
      read('/api/products/:id/retrieve_additional_info/', product),
      {
        method: 'post',
        path: '/api/products/:id/add_product_domain/',
        caller: 'alice',
        params: product,
        body: () => ({ name: 'Canal' }),
        kinds: { name: 'text' },
      },
      {
        method: 'post',
        path: '/api/products/:id/add_product_subcategory/',
        caller: 'alice',
        params: product,
        body: () => ({ domainId: mcpA.domainId, name: 'Norte' }),
        kinds: { domainId: 'id', name: 'text' },
      },
      {
        method: 'put',
        path: '/api/products/:id/update_product_domain/',
        caller: 'alice',
        params: product,
        body: () => ({ domainId: mcpA.domainId, name: 'Região' }),
        kinds: { domainId: 'id', name: 'text' },
      },
      {
        method: 'put',
        path: '/api/products/:id/update_product_subcategory/',
        caller: 'alice',
        params: product,
        body: () => ({ domainId: mcpA.domainId, subcategoryId: mcpA.subcategoryId }),
        kinds: { domainId: 'id', subcategoryId: 'id' },
      },
      { method: 'post', path: '/api/competitors/', caller: 'alice', ...item(() => mcpA.otherCategoryId) },
      read('/api/competitors/:id/', competitor),
      { method: 'put', path: '/api/competitors/:id/', caller: 'alice', params: competitor, ...item(() => mcpA.categoryId) },
      { method: 'delete', path: '/api/competitors/:id/', caller: 'alice', params: nobody },
      { method: 'put', path: '/api/competitors/:id/update_control/', caller: 'alice', params: competitor, ...control },
    ];
  };

  const pathOf = (route: Route, params = route.params?.() ?? {}) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => params[name]);
  const wellFormedBody = (route: Route) => requestBody(route, route.body!()) as object;

  /** Credentials of a caller: token (when signed in), XSRF cookie and header, an address of its own. */
  const credentials = (caller: Caller): Record<string, string> => ({
    ...(caller === 'alice' ? alice.auth : caller === 'root' ? root.auth : guest),
    'X-Forwarded-For': randomClientIp(),
  });

  /** Everything a refused call must leave as it was. */
  async function snapshot() {
    // Mails some calls send in the background count for the call that started them.
    await app().app.get(MailService).settled();
    const ds = app().dataSource;
    const [users, tokens, companies, memberships, active, products, purchases, payments, analyses, pageViews] = await Promise.all([
      ds.query('SELECT id, email, first_name, password_hash, email_confirmed, is_sys_admin FROM users ORDER BY id'),
      ds.query('SELECT id, user_id, token_hash FROM auth_tokens ORDER BY id'),
      ds.query('SELECT * FROM companies ORDER BY id'),
      ds.query('SELECT company_id, user_id, role FROM company_memberships ORDER BY id'),
      ds.query('SELECT user_id, company_id FROM user_active_companies ORDER BY user_id'),
      ds.query('SELECT * FROM products ORDER BY id'),
      ds.query('SELECT id, company_id, status, status_at, approved_at FROM purchases ORDER BY id'),
      ds.query('SELECT id FROM sandbox_payments ORDER BY id'),
      tablesSnapshot(app(), ANALYSIS_TABLES),
      ds.query('SELECT * FROM page_view_counts ORDER BY day, route, referrer, remote'),
    ]);
    const outbox = app().config.mailOutboxDir;
    const mails = existsSync(outbox) ? readdirSync(outbox).length : 0;
    return JSON.stringify({ users, tokens, companies, memberships, active, products, purchases, payments, analyses, pageViews, mails, mcp: await mcpSnapshot(app()) });
  }

  /**
   * What moves whenever anything is written, where that is cheap to read: on SQLite the reading
   * connection's `data_version` (it changes with every commit of the writing one) and the
   * outbox's mails. While it stands still the snapshot (every table, read after each of
   * thousands of calls) cannot have changed. MariaDB has no such counter: undefined, and the
   * snapshot is read after every call.
   */
  async function writesMark(): Promise<string | undefined> {
    if (driver !== 'sqlite') return undefined;
    await app().app.get(MailService).settled();
    const [{ data_version: version }] = (await app().dataSource.query('PRAGMA data_version')) as Array<{ data_version: number }>;
    const outbox = app().config.mailOutboxDir;
    return `${version}:${existsSync(outbox) ? readdirSync(outbox).length : 0}`;
  }

  /**
   * Runs the calls one by one; each answer is checked, and every refused one (4xx) must
   * leave the database and the outbox as they were. Returns the problems found, labelled.
   */
  async function probe(cases: ProbeCase[]): Promise<string[]> {
    const problems: string[] = [];
    let before = await snapshot();
    let mark = await writesMark();
    for (const testCase of cases) {
      let res: request.Response;
      try {
        res = await testCase.send();
      } catch (error) {
        problems.push(`${testCase.label}: no answer (${String(error)})`);
        continue;
      }
      const found = answerProblems(res, testCase.method);
      const expectation = testCase.expect?.(res);
      if (expectation) found.push(expectation);
      const markAfter = await writesMark();
      if (markAfter === undefined || markAfter !== mark) {
        const after = await snapshot();
        if (res.status >= 400 && after !== before) found.push(`refused with ${res.status} but changed the database or the outbox`);
        before = after;
      }
      mark = markAfter;
      if (found.length) problems.push(`${testCase.label} → ${res.status} ${show(res.body)}: ${found.join('; ')}`);
    }
    return problems;
  }

  const send = (method: string, path: string, headers: Record<string, string>) =>
    (http() as unknown as Record<string, (path: string) => request.Test>)[method](path).set(headers);

  /** The route's well-formed call (which the service may still refuse: that is fine). */
  const wellFormedCase = (route: Route): ProbeCase => ({
    label: `${route.method.toUpperCase()} ${route.path} well formed`,
    method: route.method,
    send: () => {
      const test = send(route.method, pathOf(route), credentials(route.caller));
      return route.body ? test.send(wellFormedBody(route)) : test;
    },
  });

  /** The well-formed call with each field in turn given each of its `values`: a value the field never takes must be a 400 naming it. */
  const fieldCases = (route: Route, values: (kind: Kind) => typeof HOSTILE): ProbeCase[] =>
    Object.entries(route.kinds ?? {}).flatMap(([field, kind]) =>
      values(kind).map(([label, value]) => ({
        label: `${route.method.toUpperCase()} ${route.path} ${field}=${label}`,
        method: route.method,
        send: () => {
          const body: Record<string, unknown> = { ...route.body!(), [field]: value };
          if (value === undefined) delete body[field];
          return send(route.method, pathOf(route), credentials(route.caller)).send(requestBody(route, body) as object);
        },
        expect: (res: request.Response) => {
          if (mayBeValid(kind, value)) return undefined;
          if (res.status !== 400) return `expected 400 for a value that is never valid, got ${res.status}`;
          // A page (the sandbox checkout) says why in its text, which pageProblems checks.
          if (/^text\/html/.test(String(res.headers['content-type']))) return undefined;
          const errors = (res.body as { errors?: Record<string, unknown> }).errors ?? {};
          const reported = route.errorField?.(field) ?? (route.listBody ? '0' : field);
          return reported in errors || 'general' in errors ? undefined : `no error under ${reported}`;
        },
      })),
    );

  /** The well-formed call with its first path parameter replaced by each of `params`: 400 or 404. */
  const paramCases = (route: Route, params: string[]): ProbeCase[] => {
    if (!route.params) return [];
    const name = Object.keys(route.params())[0];
    return params.map((param) => ({
      label: `${route.method.toUpperCase()} ${route.path} ${name}=${param.slice(0, 30)}`,
      method: route.method,
      send: () => {
        const test = send(route.method, pathOf(route, { [name]: param }), credentials(route.caller));
        return route.body ? test.send(requestBody(route, route.body()) as object) : test;
      },
      expect: (res) => ([400, 404].includes(res.status) ? undefined : 'expected 400 or 404'),
    }));
  };

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    [alice, bob, bobsColleague, logoutVictim] = await Promise.all(
      ['alice', 'bob', 'carla', 'davi'].map((who) => signUp(app(), { email: `${who}.${suffix}@exemplo.com.br`, name: `Pessoa ${who}` })),
    );
    const xsrf = await xsrfToken(app().server);
    guest = { Cookie: xsrf.cookie, ...xsrf.header };
    const create = async (user: SignedUpUser, name: string) => {
      const res = await http()
        .post('/api/general/new_company')
        .set(user.auth)
        .send({ fantasy_name: name, description: `Segredo de ${name}`, business_model: 2, sector: 2, revenue: 1, reach: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as number;
    };
    companyA = await create(alice, 'Alfa Robusta');
    companyB = await create(bob, 'Beta Sigilosa');
    const added = await http()
      .post('/api/general/update_collaborator')
      .set(bob.auth)
      .send({ email: bobsColleague.email, role: 2, companyId: companyB });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    root = await signUp(app(), { email: `root.${suffix}@exemplo.com.br`, name: 'Pessoa root', sysAdmin: true });
    const product = await http().post('/api/payment/products').set(root.auth).send({ name: 'Plano Robusto', cost: '19.90', months: 2 });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    productId = product.body.data.id;
    const checkoutCode = async (user: SignedUpUser, companyId: number) => {
      const bought = await http().get(`/api/payment/${companyId}/buy/${productId}`).set(user.auth);
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      return String(bought.body.data.url).split('/').at(-1)!;
    };
    checkoutCodeA = await checkoutCode(alice, companyA);
    checkoutCodeB = await checkoutCode(bob, companyB);
    // Named after their company: "Beta Sigilosa" in an answer to alice is a leak.
    analysesA = await analysesOf(alice, companyA, 'Alfa Robusta');
    analysesB = await analysesOf(bob, companyB, 'Beta Sigilosa');
    const as = (user: SignedUpUser): Call => async (method: Method, path: string, body?: unknown) => {
      const res = await send(method, path, { ...user.auth, 'X-Forwarded-For': randomClientIp() }).send(body as object);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body.data;
    };
    mcpA = await mcpFixture(as(alice), companyA);
    mcpB = await mcpFixture(as(bob), companyB);
    // Company A is a demo company: the limit's text names it.
    CATALOGUE.add(demoLimitMessage('mcp', companyA));
  });

  /** An analysis of each kind in the company, with something in it, made by `user` through the API. */
  async function analysesOf(user: SignedUpUser, companyId: number, companyName: string): Promise<AnalysesOf> {
    const made = async (method: 'get' | 'post', path: string, body?: object) => {
      const res = await http()[method](path).set(user.auth).send(body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(method === 'post' ? 201 : 200);
      return res.body.data;
    };
    const ambiental = await made('post', `/api/company/${companyId}/ambiental/`, { name: `Cenário ${companyName}`, description: `Segredo de ${companyName}` });
    const [factor] = await made('get', `/api/ambientais/${ambiental.id}/factors/`);
    const subfactor = await made('post', `/api/factors/${factor.id}/subfactors/`, { name: `Fator de ${companyName}`, kind: 'ameaca' });
    const swot = await made('post', `/api/company/${companyId}/swots/`, { name: `SWOT ${companyName}`, description: `Segredo de ${companyName}` });
    const strength = await made('post', `/api/swots/${swot.id}/items/`, { quadrant: 'S', text: `Força de ${companyName}` });
    const opportunity = await made('post', `/api/swots/${swot.id}/items/`, { quadrant: 'O', text: `Oportunidade de ${companyName}` });
    const crossed = await http().put(`/api/swots/${swot.id}/crossings/`).set(user.auth).send([{ internal: strength.id, external: opportunity.id, intensity: 3 }]);
    expect(crossed.status, JSON.stringify(crossed.body)).toBe(200);
    const multifatorial = await made('post', `/api/company/${companyId}/multifatoriais/`, { name: `Multifatorial ${companyName}`, description: `Segredo de ${companyName}` });
    const criteria: { id: number; axis: string }[] = await made('get', `/api/multifatoriais/${multifatorial.id}/criteria/`);
    const market = await made('post', `/api/multifatorial/${multifatorial.id}/categories/`, { name: `Mercado de ${companyName}` });
    const unit = await made('post', `/api/multifatorial/${multifatorial.id}/categories/${market.id}/items/`, { name: `Unidade de ${companyName}`, faturamento: 10 });
    return {
      multifatorialId: multifatorial.id,
      categoryId: market.id,
      itemId: unit.id,
      attractivenessId: criteria.find((c) => c.axis === 'attractiveness')!.id,
      forceId: criteria.find((c) => c.axis === 'force')!.id,
      ambientalId: ambiental.id,
      factorId: factor.id,
      subfactorId: subfactor.id,
      swotId: swot.id,
      strengthId: strength.id,
      opportunityId: opportunity.id,
    };
  }

  if (driver === 'sqlite') everyHostileInput();
  else eachRouteOnTheDatabase();

  /**
   * MariaDB: each route of the same table once, with what differs between the drivers: the
   * hostile values a field may take (so they reach a query: lengths, encodings, NUL bytes,
   * quotes, number ranges) and path parameters past the id columns' range. What is refused
   * before any query (wrong types, odd bodies, credentials, unknown methods, the random mix)
   * runs the same code on both drivers, on SQLite only.
   */
  function eachRouteOnTheDatabase(): void {
    describe('each route once, with the values that reach the database', () => {
      for (const route of routes()) {
        it(`${route.method.toUpperCase()} ${route.path}: well formed, database-sensitive values and out-of-range ids → never a 500, nothing written when refused`, async () => {
          const reachingTheDatabase = (kind: Kind) => DATABASE_VALUES.filter(([, value]) => mayBeValid(kind, value));
          const cases = [wellFormedCase(route), ...fieldCases(route, reachingTheDatabase), ...paramCases(route, DATABASE_PARAMS)];
          expectNone(await probe(cases));
        });
      }
    });
  }

  /** SQLite: every hostile input against every route. */
  function everyHostileInput(): void {
    describe('hostile field values', () => {
      for (const route of routes()) {
        const title = route.kinds ? 'every field, every hostile value → 400 when never valid, never a 500' : 'hostile query strings → never a 500';
        it(`${route.method.toUpperCase()} ${route.path}: ${title}`, async () => {
          if (!route.kinds) {
            // Routes without a body: hostile query strings instead (no route reads one; none may break).
            const problems = await probe(
              ['?id=1&id=2', '?__proto__[x]=1&constructor[prototype][y]=2', `?q=${encodeURIComponent(LONG)}`, '?%00=%00&%E0%A4%A=1', '?a[]=1&a[b]=2']
                .map((query) => ({
                  label: `${route.method.toUpperCase()} ${pathOf(route)}${query.slice(0, 40)}`,
                  method: route.method,
                  send: () => send(route.method, `${pathOf(route)}${query}`, credentials(route.caller)),
                })),
            );
            expectNone(problems);
            return;
          }
          expectNone(await probe(fieldCases(route, () => HOSTILE)));
        });
      }
    });

    describe('bodies that are not the expected JSON object', () => {
      /** Raw bodies with their content type, and the status each must get (undefined: anything below 500). */
      const BODIES: Array<{ label: string; type?: string; raw?: string | Buffer; expect?: number; headers?: Record<string, string> }> = [
        { label: 'no body', expect: 400 },
        { label: 'JSON array', type: 'application/json', raw: '[]', expect: 400 },
        { label: 'JSON string', type: 'application/json', raw: '"texto"', expect: 400 },
        { label: 'JSON null', type: 'application/json', raw: 'null', expect: 400 },
        { label: 'JSON number', type: 'application/json', raw: '12345678901234567890', expect: 400 },
        { label: 'malformed JSON', type: 'application/json', raw: '{"email": ', expect: 400 },
        { label: 'JSON with a NUL byte outside strings', type: 'application/json', raw: '{"a":1}\u0000', expect: 400 },
        { label: 'empty JSON body', type: 'application/json', raw: '', expect: 400 },
        { label: 'deeply nested JSON', type: 'application/json', raw: `${'['.repeat(5000)}${']'.repeat(5000)}`, expect: 400 },
        { label: 'JSON nested 200 000 deep', type: 'application/json', raw: `${'['.repeat(200_000)}${']'.repeat(200_000)}`, expect: 400 },
        { label: 'wide JSON object', type: 'application/json', raw: JSON.stringify(Object.fromEntries([...Array(20_000).keys()].map((i) => [`k${i}`, i]))) },
        { label: 'text/plain', type: 'text/plain', raw: '{"email":"a@b.com"}', expect: 400 },
        { label: 'form-encoded', type: 'application/x-www-form-urlencoded', raw: 'email=a%40b.com&id=1&id=2&name[x]=1&__proto__[p]=1' },
        { label: 'form-encoded garbage', type: 'application/x-www-form-urlencoded', raw: '%E0%A4%A=%%&&==' },
        { label: 'multipart', type: 'multipart/form-data; boundary=x', raw: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.com\r\n--x--\r\n', expect: 400 },
        { label: 'XML', type: 'application/xml', raw: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', expect: 400 },
        { label: 'JSON in UTF-16', type: 'application/json; charset=utf-16', raw: Buffer.from('{"a":1}', 'utf16le') },
        { label: 'JSON, unknown charset', type: 'application/json; charset=klingon', raw: '{"a":1}' },
        { label: 'gzip that is not gzip', type: 'application/json', raw: 'not gzip at all', headers: { 'Content-Encoding': 'gzip' } },
        { label: 'unknown content encoding', type: 'application/json', raw: '{}', headers: { 'Content-Encoding': 'br, zstd, klingon' } },
        { label: '2 MB JSON', type: 'application/json', raw: JSON.stringify({ email: HUGE }), expect: 413 },
        { label: '2 MB form', type: 'application/x-www-form-urlencoded', raw: `email=${HUGE}`, expect: 413 },
      ];

      /** Bodies read as the empty object: refused, unless the route takes `{}` (a PATCH that changes nothing). */
      const READ_AS_EMPTY = new Set(['no body', 'empty JSON body', 'text/plain', 'multipart', 'XML']);
      /** What a route must answer to one of the bodies (undefined: anything below 500). */
      const expected = (route: Route, body: (typeof BODIES)[number]) => {
        if ((route.emptyBodyValid || route.optionalBody) && READ_AS_EMPTY.has(body.label)) return undefined;
        // An empty list is a valid list body (nothing to change).
        if (route.listBody && body.label === 'JSON array') return 200;
        // The bulk grid call takes a list: an empty one saves nothing.
        if (route.wrap && body.label === 'JSON array') return undefined;
      if (route.largeBody && body.expect === 413) return 400;
        return body.expect;
      };

      for (const route of routes().filter(hasBody)) {
        const method = route.method.toUpperCase();
        it(`${method} ${route.path}: odd bodies and content types`, async () => {
          const problems = await probe(
            BODIES.map((body) => ({
              label: `${method} ${route.path} ${body.label}`,
              method: route.method,
              send: () => {
                const test = send(route.method, pathOf(route), { ...credentials(route.caller), ...body.headers });
                if (body.type) test.set('Content-Type', body.type);
                return body.raw === undefined ? test : test.send(body.raw as string);
              },
              expect: (res) => {
                const status = expected(route, body);
                const allowed = status === 400 && route.signed ? [400, 401] : [status];
                return status === undefined || allowed.includes(res.status) ? undefined : `expected ${allowed.join(' or ')}`;
              },
            })),
          );
          expectNone(problems);
        });
      }
    });

    describe('path parameters', () => {
      for (const route of routes().filter((r) => r.params)) {
        it(`${route.method.toUpperCase()} ${route.path}: malformed ids → 400 or 404, nothing written`, async () => {
          expectNone(await probe(paramCases(route, [...BAD_PARAMS, ''])));
        });
      }
    });

    it('answers a method a path does not have with 404 or 405 in the envelope', async () => {
      const all = routes();
      // The methods each path has (GET and DELETE /api/ambientais/:id/ are two routes of one path).
      const methodsOf = (path: string) => all.filter((route) => route.path === path).map((route) => route.method as string);
      const cases: ProbeCase[] = all.flatMap((route) =>
        ['get', 'post', 'put', 'patch', 'delete', 'options', 'head']
          // HEAD is a GET without the body.
          .filter((method) => !methodsOf(route.path).includes(method) && !(method === 'head' && methodsOf(route.path).includes('get')))
          .map((method) => ({
            label: `${method.toUpperCase()} ${route.path}`,
            method,
            send: () => {
              const test = send(method, pathOf(route), credentials(route.caller));
              return ['get', 'head', 'options'].includes(method) ? test : test.send(route.body ? wellFormedBody(route) : {});
            },
            expect: (res: request.Response) => ([404, 405].includes(res.status) ? undefined : 'expected 404 or 405'),
          })),
      );
      const unknown = ['/api', '/api/', '/api/general', '/api/general/get_company_staff', '/api/general/get_company_staff/1/2', '/api/%00', '/api/general/login/x', '/api/../api/health/x'];
      for (const path of unknown) {
        for (const method of ['get', 'post']) {
          cases.push({ label: `${method} ${path}`, method, send: () => send(method, path, credentials('alice')), expect: (res) => (res.status === 404 ? undefined : 'expected 404') });
        }
      }
      expectNone(await probe(cases));
    });

    it('refuses HEAD on the API, whose GET calls may change things, so a HEAD never logs out', async () => {
      const res = await send('head', '/api/general/logout', credentials('alice'));
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET');
      const still = await send('get', '/api/general/get_authenticated_user', credentials('alice'));
      expect(still.status).toBe(200);
      // Load balancers keep probing the health check.
      expect((await send('head', '/api/health', credentials('alice'))).status).toBe(200);
      expect((await send('head', '/api/health/ready', credentials('alice'))).status).toBe(200);
    });

    describe('credentials', () => {
      const AUTHORIZATIONS: Array<[string, () => string]> = [
        ['scheme only', () => 'Token'],
        ['short token', () => 'Token abc'],
        ['Bearer scheme', () => `Bearer ${alice.token}`],
        ['Basic scheme', () => 'Basic YWxpY2U6c2VuaGE='],
        ['token with a character more', () => `Token ${alice.token}x`],
        ['token with a character less', () => `Token ${alice.token.slice(1)}`],
        ['token twice', () => `Token ${alice.token} ${alice.token}`],
        ['two schemes', () => `Token ${alice.token}, Token ${alice.token}`],
        ['10 000 characters', () => `Token ${'a'.repeat(10_000)}`],
        ['SQL', () => "Token ' OR 1=1 --"],
        ['latin-1 bytes', () => 'Token \u00ff\u00fe\u00e9'],
        ['hashed form of the token', () => `Token ${'0'.repeat(64)}`],
      ];
      const authRoutes = () => routes().filter((r) => r.caller !== 'none');

      it('answers every signed-in route 401 for a missing or forged token, and writes nothing', async () => {
        const cases = authRoutes().flatMap((route) =>
          [['none', () => ''] as [string, () => string], ...AUTHORIZATIONS].map(([label, authorization]) => ({
            label: `${route.method.toUpperCase()} ${route.path} Authorization ${label}`,
            method: route.method,
            send: () => {
              const headers = { ...credentials('none') };
              if (authorization()) headers.Authorization = authorization();
              const test = send(route.method, pathOf(route), headers);
              return route.body ? test.send(requestBody(route, route.body()) as object) : test;
            },
            expect: (res: request.Response) => (res.status === 401 && res.body.message === MESSAGES.unauthenticated ? undefined : 'expected 401'),
          })),
        );
        expectNone(await probe(cases));
      });

      it('answers every state-changing call 403 without the matching XSRF header, before reading the body', async () => {
        // Not the provider's notifications nor the sandbox's form: no browser session sends those.
        const changing = routes().filter((r) => r.method !== 'get' && !r.signed && !r.noXsrf);
        const variants: Array<[string, (headers: Record<string, string>) => Record<string, string>]> = [
          ['no header', ({ 'X-XSRF-TOKEN': _, ...rest }) => rest],
          ['no cookie', ({ Cookie: _, ...rest }) => rest],
          ['other token', (headers) => ({ ...headers, 'X-XSRF-TOKEN': 'a'.repeat(43) })],
          ['empty header', (headers) => ({ ...headers, 'X-XSRF-TOKEN': '' })],
          ['10 000 characters', (headers) => ({ ...headers, 'X-XSRF-TOKEN': 'b'.repeat(10_000) })],
          ['cookie equal to an empty header', (headers) => ({ ...headers, Cookie: 'XSRF-TOKEN=', 'X-XSRF-TOKEN': '' })],
        ];
        const cases = changing.flatMap((route) =>
          variants.map(([label, change]) => ({
            label: `${route.method.toUpperCase()} ${route.path} XSRF ${label}`,
            method: route.method,
            // The body is broken on purpose: the refusal must come before validation.
            send: () => send(route.method, pathOf(route), change(credentials(route.caller))).set('Content-Type', 'application/json').send('{"broken'),
            expect: (res: request.Response) => (res.status === 403 && res.body.message === MESSAGES.xsrfRejected ? undefined : 'expected 403 xsrfRejected'),
          })),
        );
        expectNone(await probe(cases));
      });

      it('logout with a forged token revokes nothing; the real token still works', async () => {
        const problems = await probe(
          AUTHORIZATIONS.map(([label, authorization]) => ({
            label: `GET logout ${label}`,
            method: 'get',
            send: () => http().get('/api/general/logout').set({ ...guest, Authorization: authorization().replace(alice.token, logoutVictim.token) }),
            expect: (res: request.Response) => (res.status === 401 ? undefined : 'expected 401'),
          })),
        );
        expectNone(problems);
        await http().get('/api/general/get_authenticated_user').set(logoutVictim.auth).expect(200);
      });
    });

    it('never lets a __proto__ or constructor key reach an object prototype or a privilege', async () => {
      const polluting = [
        '{"__proto__": {"polluted": "yes", "isSysAdmin": true}, "id": %ID%, "name": "Proto", "fantasy_name": "Proto", "email": "x@y.com.br"}',
        '{"constructor": {"prototype": {"polluted": "yes"}}, "id": %ID%, "name": "Proto", "fantasy_name": "Proto"}',
        '{"__proto__": null, "id": %ID%}',
        '{"id": {"__proto__": {"valueOf": 1}}}',
        '{"isSysAdmin": true, "is_sys_admin": 1, "role": 1, "user_id": 1, "email_confirmed": false, "id": %ID%, "name": "Extra", "fantasy_name": "Extra", "companyId": %COMPANY%, "email": "x@y.com.br", "plan": "full", "blocked": true, "lock_date": null}',
        '{"mcpId": %MCPB%, "mcp_id": %MCPB%, "categoryId": %CATB%, "company_id": %COMPANYB%, "kind": "product", "name": "Extra", "growthThreshold": 0.1}',
      ];
      const cases = routes()
        .filter(hasBody)
        .flatMap((route) =>
          polluting.map((raw, index) => ({
            label: `${route.method.toUpperCase()} ${route.path} pollution #${index + 1}`,
            method: route.method,
            send: () =>
              send(route.method, pathOf(route), credentials(route.caller))
                .set('Content-Type', 'application/json')
                .send(
                  raw
                    .replaceAll('%ID%', String(route.path.includes('user') ? alice.id : route.path.includes('delete') ? MAX_ID : companyA))
                    .replaceAll('%COMPANY%', String(companyA))
                    .replaceAll('%COMPANYB%', String(companyB))
                    .replaceAll('%MCPB%', String(mcpB.mcpId))
                    .replaceAll('%CATB%', String(mcpB.categoryId)),
                ),
          })),
        );
      const problems = await probe(cases);
      expectNone(problems);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isSysAdmin).toBeUndefined();
      const me = await http().get('/api/general/get_authenticated_user').set(alice.auth).expect(200);
      expect(me.body.data.isSysAdmin ?? false).toBe(false);
      const company = await http().post('/api/general/get_company_basic_info').set(alice.auth).send({ id: companyA }).expect(200);
      expect(company.body.data).toMatchObject({ company_mode: 1, role: { id: 1 } });
      // Nothing of A moved into B, nothing of B changed hands.
      const owners = await app().dataSource.query('SELECT c.id AS id, m.company_id AS company FROM analysis_categories c JOIN mcps m ON m.id = c.mcp_id ORDER BY c.id');
      for (const row of owners) {
        const ofB = [mcpB.categoryId, mcpB.otherCategoryId].includes(Number(row.id));
        expect(Number(row.company), `category ${row.id}`).toBe(ofB ? companyB : companyA);
      }
    });

    it(`survives a seeded random mix of hostile calls (seed ${SEED}, ROBUSTNESS_SEED to change it)`, async () => {
      const random = seededRandom(SEED);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
      const all = routes();
      const cases = [...Array(150).keys()].map((n) => {
        const route = pick(all);
        const fields = Object.keys(route.kinds ?? {});
        const body = (): Record<string, unknown> => {
          const result: Record<string, unknown> = { ...route.body?.() };
          const rng = seededRandom(SEED + n);
          const count = 1 + Math.floor(rng() * 3);
          for (let i = 0; i < count; i++) {
            const field = fields.length && rng() < 0.8 ? fields[Math.floor(rng() * fields.length)] : `extra_${Math.floor(rng() * 5)}`;
            const [, value] = HOSTILE[Math.floor(rng() * HOSTILE.length)];
            if (value === undefined) delete result[field];
            else result[field] = value;
          }
          return result;
        };
        const asForm = random() < 0.2;
        const withAuth = random() < 0.85;
        return {
          label: `random #${n} ${route.method.toUpperCase()} ${route.path}${asForm ? ' (form)' : ''}${withAuth ? '' : ' (no token)'}`,
          method: route.method,
          send: () => {
            const headers = withAuth ? credentials(route.caller) : credentials('none');
            const test = send(route.method, pathOf(route), headers);
            if (!hasBody(route)) return test;
            const value = body();
            if (!asForm) return test.send(requestBody(route, value) as object);
            const form = new URLSearchParams();
            for (const [key, item] of Object.entries(value)) form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
            return test.type('form').send(form.toString());
          },
        };
      });
      expectNone(await probe(cases));
    });

    it('answers hostile page and asset paths without a 500, an escape from the folders or an internal detail', async () => {
      const paths = [
        '/static/%00', '/static/app/%00', '/static/app/..%2f..%2f..%2fetc%2fpasswd', '/static/app/%2e%2e/%2e%2e/package.json',
        '/static/app/.env', '/static/..', '/static/app/..\\..\\package.json', '/static/%E0%A4%A/x', '/static/app/x'.padEnd(5000, 'x'), '/static/app/index.html/x', `/static/${'d'.repeat(300)}/x.js`,
        '/%E0%A4%A', '/%00', '/empresas/%00', '/..%2f..%2fetc%2fpasswd', `/${'😀'.repeat(10)}`, '/static/app/index.html?x=%00',
      ];
      const problems: string[] = [];
      for (const path of paths) {
        for (const method of ['get', 'head', 'post', 'delete']) {
          const res = await send(method, path, credentials('none'));
          const label = `${method.toUpperCase()} ${path.slice(0, 60)} → ${res.status}`;
          if (res.status >= 500 && res.status !== 503) problems.push(`${label}: server error`);
          if (/root:x:0|"name":\s*"backend"|DATABASE_URL/.test(res.text ?? '')) problems.push(`${label}: a file outside the frontends`);
          if (/json/.test(String(res.headers['content-type'])) && method !== 'head') problems.push(...answerProblems(res, method).map((p) => `${label}: ${p}`));
          if (/\bat \S+ \(|node_modules|Error:/.test(res.text ?? '')) problems.push(`${label}: internal detail`);
        }
      }
      expectNone(problems);
    });
  }

  /** Every call on an analysis id or a part of one, aimed at the ids of `of` by a user of company A. */
  const analysisCalls = (of: AnalysesOf): Array<{ label: string; method: string; send: () => request.Test }> => {
    const as = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) => () => {
      const test = http()[method](path).set(alice.auth);
      return body ? test.send(body) : test;
    };
    const subfactor = { name: 'Invasão', kind: 'ameaca', importance: 1, grade: 1 };
    return [
      { label: 'GET ambiental', method: 'get', send: as('get', `/api/ambientais/${of.ambientalId}/`) },
      { label: 'PATCH ambiental', method: 'patch', send: as('patch', `/api/v3/ambientais/${of.ambientalId}/`, { name: 'Invadida' }) },
      { label: 'DELETE ambiental', method: 'delete', send: as('delete', `/api/ambientais/${of.ambientalId}/`) },
      { label: 'GET chart_data', method: 'get', send: as('get', `/api/ambientais/${of.ambientalId}/chart_data/`) },
      { label: 'GET factors', method: 'get', send: as('get', `/api/ambientais/${of.ambientalId}/factors/`) },
      { label: 'GET listWithSubfactors', method: 'get', send: as('get', `/api/ambientais/${of.ambientalId}/factors/listWithSubfactors/`) },
      { label: 'POST factors', method: 'post', send: as('post', `/api/ambientais/${of.ambientalId}/factors/`, { name: 'Invasor' }) },
      { label: 'GET factor', method: 'get', send: as('get', `/api/factors/${of.factorId}/`) },
      { label: 'PUT factor', method: 'put', send: as('put', `/api/factors/${of.factorId}/`, { name: 'Invadido', importance: 1 }) },
      { label: 'DELETE factor', method: 'delete', send: as('delete', `/api/factors/${of.factorId}/`) },
      { label: 'GET subfactors', method: 'get', send: as('get', `/api/factors/${of.factorId}/subfactors/`) },
      { label: 'POST subfactors', method: 'post', send: as('post', `/api/factors/${of.factorId}/subfactors/`, subfactor) },
      { label: 'PUT subfactor', method: 'put', send: as('put', `/api/subfactors/${of.subfactorId}/`, subfactor) },
      { label: 'DELETE subfactor', method: 'delete', send: as('delete', `/api/subfactors/${of.subfactorId}/`) },
      { label: 'GET swot', method: 'get', send: as('get', `/api/swots/${of.swotId}/`) },
      { label: 'PATCH swot', method: 'patch', send: as('patch', `/api/v3/swots/${of.swotId}/`, { name: 'Invadida' }) },
      { label: 'DELETE swot', method: 'delete', send: as('delete', `/api/swots/${of.swotId}/`) },
      { label: 'GET swot chart_data', method: 'get', send: as('get', `/api/swots/${of.swotId}/chart_data/`) },
      { label: 'GET swot items', method: 'get', send: as('get', `/api/swots/${of.swotId}/items/`) },
      { label: 'POST swot items', method: 'post', send: as('post', `/api/swots/${of.swotId}/items/`, { quadrant: 'T', text: 'Invasão' }) },
      { label: 'PUT swot_item', method: 'put', send: as('put', `/api/swot_items/${of.strengthId}/`, { quadrant: 'S', text: 'Invadida', importance: 1 }) },
      { label: 'DELETE swot_item', method: 'delete', send: as('delete', `/api/swot_items/${of.strengthId}/`) },
      {
        label: 'PUT crossings',
        method: 'put',
        send: () => http().put(`/api/swots/${of.swotId}/crossings/`).set(alice.auth).send([{ internal: of.strengthId, external: of.opportunityId, intensity: 0 }]),
      },
      // Importing into B's SWOT from A's own Ambiental: the SWOT is not A's to see.
      { label: 'POST import_ambiental', method: 'post', send: as('post', `/api/swots/${of.swotId}/import_ambiental/`, { ambientalId: analysesA.ambientalId }) },
      { label: 'GET multifatorial', method: 'get', send: as('get', `/api/multifatoriais/${of.multifatorialId}/`) },
      { label: 'PATCH multifatorial', method: 'patch', send: as('patch', `/api/v3/multifatoriais/${of.multifatorialId}/`, { name: 'Invadida' }) },
      { label: 'DELETE multifatorial', method: 'delete', send: as('delete', `/api/multifatoriais/${of.multifatorialId}/`) },
      { label: 'GET multifatorial_chart_data', method: 'get', send: as('get', `/api/multifatoriais/${of.multifatorialId}/multifatorial_chart_data/`) },
      { label: 'GET grades', method: 'get', send: as('get', `/api/multifatoriais/${of.multifatorialId}/grades/?date=2025-01`) },
      {
        label: 'PUT grades',
        method: 'put',
        send: as('put', `/api/multifatoriais/${of.multifatorialId}/grades/`, { date: '2025-01', grades: [{ criterionId: of.forceId, itemId: of.itemId, grade: 1 }] }),
      },
      // Importing A's own MCP into B's multifatorial: the multifatorial is not A's to see.
      { label: 'POST import_mcp', method: 'post', send: as('post', `/api/multifatoriais/${of.multifatorialId}/import_mcp/`, { mcpId: mcpA.mcpId }) },
      { label: 'GET criteria', method: 'get', send: as('get', `/api/multifatoriais/${of.multifatorialId}/criteria/`) },
      { label: 'POST criteria', method: 'post', send: as('post', `/api/multifatoriais/${of.multifatorialId}/criteria/`, { axis: 'force', name: 'Invasão' }) },
      { label: 'PUT criterion', method: 'put', send: as('put', `/api/criteria/${of.forceId}/`, { axis: 'force', name: 'Invadido', importance: 1 }) },
      { label: 'DELETE criterion', method: 'delete', send: as('delete', `/api/criteria/${of.attractivenessId}/`) },
      { label: 'GET multifatorial categories', method: 'get', send: as('get', `/api/multifatorial/${of.multifatorialId}/categories/`) },
      { label: 'POST multifatorial categories', method: 'post', send: as('post', `/api/multifatorial/${of.multifatorialId}/categories/`, { name: 'Invasão' }) },
      { label: 'GET multifatorial category', method: 'get', send: as('get', `/api/multifatorial/${of.multifatorialId}/categories/${of.categoryId}/`) },
      { label: 'GET category', method: 'get', send: as('get', `/api/category/${of.categoryId}/`) },
      { label: 'PUT category', method: 'put', send: as('put', `/api/category/${of.categoryId}/`, { name: 'Invadida' }) },
      { label: 'DELETE category', method: 'delete', send: as('delete', `/api/category/${of.categoryId}/`) },
      { label: 'POST items', method: 'post', send: as('post', `/api/multifatorial/${of.multifatorialId}/categories/${of.categoryId}/items/`, { name: 'Invasão' }) },
      { label: 'PUT item', method: 'put', send: as('put', `/api/multifatorial_items/${of.itemId}/`, { name: 'Invadido' }) },
      { label: 'DELETE item', method: 'delete', send: as('delete', `/api/multifatorial_items/${of.itemId}/`) },
    ];
  };

  describe('analysis isolation', () => {
    it("answers every call on an analysis of company B 404 to a user of company A, exactly as for an unknown id, and writes nothing", async () => {
      const unknownId = MAX_ID - 1;
      const unknown = analysisCalls({
        ambientalId: unknownId,
        factorId: unknownId,
        subfactorId: unknownId,
        swotId: unknownId,
        strengthId: unknownId,
        opportunityId: unknownId,
        multifatorialId: unknownId,
        categoryId: unknownId,
        itemId: unknownId,
        attractivenessId: unknownId,
        forceId: unknownId,
      });
      const notFound = (res: request.Response) =>
        res.status === 404 && JSON.stringify(res.body) === JSON.stringify({ success: false, errors: { general: [MESSAGES.analysisNotFound] }, message: MESSAGES.analysisNotFound })
          ? undefined
          : 'expected 404 analysisNotFound';
      const problems = await probe(
        analysisCalls(analysesB).flatMap((call, index) => [
          { label: `${call.label} of B`, method: call.method, send: call.send, expect: notFound },
          { label: `${call.label} of an unknown id`, method: unknown[index].method, send: unknown[index].send, expect: notFound },
        ]),
      );
      expectNone(problems);
      const theirs = await http().get(`/api/ambientais/${analysesB.ambientalId}/factors/listWithSubfactors/`).set(bob.auth).expect(200);
      expect(theirs.body.data[0].subfactors.map((sub: { name: string }) => sub.name)).toEqual(['Fator de Beta Sigilosa']);
      const theirSwot = await http().get(`/api/swots/${analysesB.swotId}/chart_data/`).set(bob.auth).expect(200);
      expect(theirSwot.body.data.crossings).toEqual([{ internal: analysesB.strengthId, external: analysesB.opportunityId, intensity: 3 }]);
    });
  });

  describe('company isolation', () => {
    /** Every company-scoped call, aimed at a company id by a user of company A. */
    const scoped = (id: number): Array<{ label: string; method: string; send: (auth: Record<string, string>) => request.Test }> => [
      { label: 'get_company_basic_info', method: 'post', send: (auth) => http().post('/api/general/get_company_basic_info').set(auth).send({ id }) },
      { label: 'get_company_staff', method: 'get', send: (auth) => http().get(`/api/general/get_company_staff/${id}`).set(auth) },
      { label: 'update_company', method: 'post', send: (auth) => http().post('/api/general/update_company').set(auth).send({ id, fantasy_name: 'Invadida', description: 'x' }) },
      { label: 'delete_company', method: 'post', send: (auth) => http().post('/api/general/delete_company').set(auth).send({ id }) },
      { label: 'set_active_company', method: 'get', send: (auth) => http().get(`/api/general/set_active_company/${id}`).set(auth) },
      { label: 'lock_company', method: 'get', send: (auth) => http().get(`/api/general/lock_company/${id}`).set(auth) },
      { label: 'unlock_company', method: 'post', send: (auth) => http().post(`/api/general/unlock_company/${id}`).set(auth).send({ date: future }) },
      { label: 'extend_company', method: 'post', send: (auth) => http().post(`/api/general/extend_company/${id}`).set(auth).send({ date: future }) },
      { label: 'toggle_demo', method: 'get', send: (auth) => http().get(`/api/general/toggle_demo/${id}`).set(auth) },
      { label: 'update_collaborator (add)', method: 'post', send: (auth) => http().post('/api/general/update_collaborator').set(auth).send({ email: alice.email, role: 2, companyId: id }) },
      { label: 'update_collaborator (remove)', method: 'post', send: (auth) => http().post('/api/general/update_collaborator').set(auth).send({ email: bobsColleague.email, role: null, companyId: id }) },
      { label: 'update_collaborator (invite)', method: 'post', send: (auth) => http().post('/api/general/update_collaborator').set(auth).send({ email: inviteEmail, role: 4, name: 'Intrusa', companyId: id }) },
      { label: 'find_user_by_email', method: 'post', send: (auth) => http().post('/api/general/find_user_by_email').set(auth).send({ email: bobsColleague.email, companyId: id }) },
      { label: 'compras', method: 'get', send: (auth) => http().get(`/api/payment/compras/${id}`).set(auth) },
      { label: 'buy', method: 'get', send: (auth) => http().get(`/api/payment/${id}/buy/${productId}`).set(auth) },
      { label: 'GET company ambiental', method: 'get', send: (auth) => http().get(`/api/company/${id}/ambiental/`).set(auth) },
      { label: 'POST company ambiental', method: 'post', send: (auth) => http().post(`/api/company/${id}/ambiental/`).set(auth).send({ name: 'Intrusa' }) },
      { label: 'GET novaambiental', method: 'get', send: (auth) => http().get(`/api/novaambiental/${id}/`).set(auth) },
      { label: 'GET company swots', method: 'get', send: (auth) => http().get(`/api/company/${id}/swots/`).set(auth) },
      { label: 'POST company swots', method: 'post', send: (auth) => http().post(`/api/company/${id}/swots/`).set(auth).send({ name: 'Intrusa' }) },
      { label: 'mcps', method: 'get', send: (auth) => http().get(`/api/company/${id}/mcps/`).set(auth) },
      { label: 'new mcp', method: 'post', send: (auth) => http().post(`/api/company/${id}/mcps/`).set(auth).send({ name: 'Invasora' }) },
      { label: 'mcps update_company', method: 'put', send: (auth) => http().put(`/api/company/${id}/mcps/update_company/`).set(auth).send({ grouping: 12 }) },
      { label: 'mcps chart_data', method: 'get', send: (auth) => http().get(`/api/company/${id}/mcps/chart_data/`).set(auth) },
    ];

    /** Every call on one MCP's resources (ids of its MCP, category, product, competitor, domain, subcategory). */
    const inMcp = (f: McpFixture): Array<{ label: string; method: Method; path: string; body?: unknown }> => [
      { label: 'mcp', method: 'get', path: `/api/mcps/${f.mcpId}/` },
      { label: 'patch mcp', method: 'patch', path: `/api/v3/mcps/${f.mcpId}/`, body: { name: 'Invadida' } },
      { label: 'delete mcp', method: 'delete', path: `/api/mcps/${f.mcpId}/` },
      { label: 'categories_and_products', method: 'get', path: `/api/mcps/${f.mcpId}/categories_and_products/` },
      { label: 'categories_and_competitors', method: 'get', path: `/api/mcps/${f.mcpId}/categories_and_competitors/` },
      { label: 'control_data', method: 'get', path: `/api/mcps/${f.mcpId}/control_data/` },
      { label: 'save control_data', method: 'put', path: `/api/mcps/${f.mcpId}/control_data/`, body: [{ kind: 'product', id: f.productId, date: '2025-01', total: 1, cost: 1, amount: 1 }] },
      { label: 'domains', method: 'get', path: `/api/mcps/${f.mcpId}/retrieve_domains_and_categories/` },
      { label: 'new category', method: 'post', path: `/api/mcps/${f.mcpId}/categories/`, body: { name: 'Invasora' } },
      { label: 'category', method: 'get', path: `/api/category/${f.categoryId}/` },
      { label: 'put category', method: 'put', path: `/api/category/${f.categoryId}/`, body: { name: 'Invadida' } },
      { label: 'delete category', method: 'delete', path: `/api/category/${f.categoryId}/` },
      { label: 'new product', method: 'post', path: '/api/products/', body: { categoryId: f.categoryId, name: 'Invasor' } },
      { label: 'product', method: 'get', path: `/api/products/${f.productId}/` },
      { label: 'put product', method: 'put', path: `/api/products/${f.productId}/`, body: { categoryId: f.categoryId, name: 'Invadido' } },
      { label: 'delete product', method: 'delete', path: `/api/products/${f.productId}/` },
      { label: 'product control', method: 'put', path: `/api/products/${f.productId}/update_control/`, body: { total: 1, cost: 1, amount: 1 } },
      { label: 'expenses', method: 'put', path: `/api/products/${f.productId}/update_expenses/`, body: { expenses: [] } },
      { label: 'additional info', method: 'get', path: `/api/products/${f.productId}/retrieve_additional_info/` },
      { label: 'add domain', method: 'post', path: `/api/products/${f.productId}/add_product_domain/`, body: { name: 'Invasor' } },
      { label: 'add subcategory', method: 'post', path: `/api/products/${f.productId}/add_product_subcategory/`, body: { domainId: f.domainId, name: 'Invasora' } },
      { label: 'rename domain', method: 'put', path: `/api/products/${f.productId}/update_product_domain/`, body: { domainId: f.domainId, name: 'Invadido' } },
      { label: 'retag', method: 'put', path: `/api/products/${f.productId}/update_product_subcategory/`, body: { domainId: f.domainId, subcategoryId: f.subcategoryId } },
      { label: 'new competitor', method: 'post', path: '/api/competitors/', body: { categoryId: f.categoryId, name: 'Invasor' } },
      { label: 'competitor', method: 'get', path: `/api/competitors/${f.competitorId}/` },
      { label: 'put competitor', method: 'put', path: `/api/competitors/${f.competitorId}/`, body: { categoryId: f.categoryId, name: 'Invadido' } },
      { label: 'delete competitor', method: 'delete', path: `/api/competitors/${f.competitorId}/` },
      { label: 'competitor control', method: 'put', path: `/api/competitors/${f.competitorId}/update_control/`, body: { total: 1, cost: 1, amount: 1 } },
      { label: "chart of A with B's MCP", method: 'get', path: `/api/company/${companyA}/mcps/chart_data/?mcp=${f.mcpId}` },
    ];

    it("answers every call on company B's MCP 404 to a user of company A, exactly as for unknown ids, and writes nothing", async () => {
      const unknown: McpFixture = { ...mcpB, mcpId: MAX_ID - 1, categoryId: MAX_ID - 1, productId: MAX_ID - 1, competitorId: MAX_ID - 1 };
      const call = (c: { method: Method; path: string; body?: unknown }) => {
        const test = send(c.method, c.path, credentials('alice'));
        return c.body === undefined ? test : test.send(c.body as object);
      };
      const expect404 = (res: request.Response) => (res.status === 404 && res.body.message === MESSAGES.analysisNotFound ? undefined : 'expected 404 analysisNotFound');
      const problems = await probe(
        inMcp(mcpB).flatMap((c, index) => [
          { label: `${c.label} on B`, method: c.method, send: () => call(c), expect: expect404 },
          { label: `${c.label} on unknown ids`, method: c.method, send: () => call(inMcp(unknown)[index]), expect: expect404 },
        ]),
      );
      expectNone(problems);
    });

    it("answers every call on company B's id 404 to a user of company A, exactly as for an unknown id, and writes nothing", async () => {
      const foreign = scoped(companyB);
      const unknown = scoped(MAX_ID - 1);
      const problems = await probe(
        foreign.flatMap((call, index) => [
          {
            label: `${call.label} on B`,
            method: call.method,
            send: () => call.send(alice.auth),
            expect: (res: request.Response) => (res.status === 404 && res.body.message === MESSAGES.companyNotFound ? undefined : 'expected 404 companyNotFound'),
          },
          {
            label: `${call.label} on an unknown id`,
            method: call.method,
            send: () => unknown[index].send(alice.auth),
            expect: (res: request.Response) => (res.status === 404 && res.body.message === MESSAGES.companyNotFound ? undefined : 'expected 404 companyNotFound'),
          },
        ]),
      );
      expectNone(problems);
    });

    it("answers company B's checkout code 404 to a user of company A, exactly as for an unknown code", async () => {
      const lookup = (code: string) => http().get(`/api/payment/get_company_id_for_checkout_code/${code}`).set(alice.auth);
      const [foreign, unknown] = await Promise.all([lookup(checkoutCodeB), lookup(unknownCheckoutCode)]);
      expect([foreign.status, foreign.body]).toEqual([404, { success: false, errors: { general: [MESSAGES.checkoutNotFound] }, message: MESSAGES.checkoutNotFound }]);
      expect(unknown.body).toEqual(foreign.body);
    });

    it("shows a user of company A nothing of company B anywhere", async () => {
      await http().patch(`/api/v3/mcps/${mcpB.mcpId}/`).set(bob.auth).send({ name: 'MCP Sigilosa de Beta' }).expect(200);
      const secrets = ['Beta Sigilosa', 'Segredo de Beta Sigilosa', 'MCP Sigilosa de Beta', bob.email, bobsColleague.email, 'Pessoa carla'];
      const answers = await Promise.all([
        http().get('/api/general/get_my_companies').set(alice.auth),
        http().get('/api/general/get_companies_admin').set(alice.auth),
        http().get(`/api/general/get_company_staff/${companyA}`).set(alice.auth),
        http().post('/api/general/get_company_basic_info').set(alice.auth).send({ id: companyA }),
        http().get('/api/general/get_authenticated_user').set(alice.auth),
        http().get(`/api/company/${companyA}/ambiental/`).set(alice.auth),
        http().get(`/api/ambientais/${analysesA.ambientalId}/factors/listWithSubfactors/`).set(alice.auth),
        http().get(`/api/company/${companyA}/swots/`).set(alice.auth),
        http().get(`/api/swots/${analysesA.swotId}/chart_data/`).set(alice.auth),
        ...analysisCalls(analysesB).filter((call) => call.method === 'get').map((call) => call.send()),
        http().get(`/api/company/${companyA}/mcps/`).set(alice.auth),
        http().get(`/api/company/${companyA}/mcps/chart_data/`).set(alice.auth),
        ...scoped(companyB).map((call) => call.send(alice.auth)),
        ...inMcp(mcpB).filter((c) => c.method === 'get').map((c) => send(c.method, c.path, alice.auth)),
      ]);
      for (const [index, res] of answers.entries()) {
        expect(res.status).toBeLessThan(500);
        for (const secret of secrets) expect(res.text, `answer #${index + 1} leaks ${secret}`).not.toContain(secret);
        expect(res.text).not.toContain(`"id":${companyB},"fantasy_name"`);
      }
      // B is untouched and still B's.
      const theirs = await http().post('/api/general/get_company_basic_info').set(bob.auth).send({ id: companyB }).expect(200);
      expect(theirs.body.data).toMatchObject({ fantasy_name: 'Beta Sigilosa', description: 'Segredo de Beta Sigilosa', company_mode: 1 });
      const staff = await http().get(`/api/general/get_company_staff/${companyB}`).set(bob.auth).expect(200);
      expect(staff.body.data.staff.map((c: { email: string }) => c.email).sort()).toEqual([bob.email, bobsColleague.email].sort());
    });
  });
}

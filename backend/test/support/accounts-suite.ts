import { createHash } from 'node:crypto';
import { CONFIRM_EMAIL_MESSAGES, MESSAGES, rateLimitedMessage } from 'contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../src/database/transaction.js';
import { MailService } from '../../src/mail/mail.service.js';
import { LINK_TOKEN_TTL_MS, LinkTokensService, encodeUserId } from '../../src/users/link-tokens.service.js';
import type { User } from '../../src/users/user.entity.js';
import { UsersService } from '../../src/users/users.service.js';
import { evaluated, loginBurst } from './login-burst.js';
import { linkIn, mailsTo, waitForMail } from './mail.js';
import { type TestApp, xsrfToken } from './test-app.js';
import { DEFAULT_PASSWORD, randomClientIp, signUp } from './users.js';

export interface AccountsSuiteContext {
  app(): TestApp;
  driver: 'sqlite' | 'mysql';
  /** Listed in SYSADMIN_EMAILS of the app. */
  sysadminEmail: string;
}

const generalError = (message: string) => ({ success: false, errors: { general: [message] }, message });
let sequence = 0;
/** A fresh address per test (upper case on purpose: the server normalises). */
const newEmail = (label = 'user') => `${label}.${Date.now().toString(36)}${++sequence}@Example.com.br`;
const DAY = 24 * 60 * 60 * 1000;

/** Every account call and rule (docs/domain/api.md, docs/domain/accounts.md), once per database driver. */
export function accountsSuite(ctx: AccountsSuiteContext): void {
  const http = () => request(ctx.app().server);
  let xsrf: { cookie: string; header: Record<string, string> };
  /** Headers of a browser that has the XSRF cookie, from its own address. */
  const browser = (ip = randomClientIp()) => ({ Cookie: xsrf.cookie, ...xsrf.header, 'X-Forwarded-For': ip });
  const outbox = () => ctx.app().config.mailOutboxDir;
  const publicUrl = () => ctx.app().config.publicUrl;
  const db = () => ctx.app().dataSource;
  const userRow = async (email: string) =>
    (await db().query('SELECT * FROM users WHERE email = ?', [email.trim().toLowerCase()]))[0] as Record<string, unknown> | undefined;
  const countUsers = async () => Number((await db().query('SELECT COUNT(*) AS n FROM users'))[0].n);
  const register = (body: Record<string, unknown>, ip?: string) => http().post('/api/auth/register').set(browser(ip)).send(body);
  const login = (email: string, password: string, ip?: string) =>
    http().post('/api/general/login').set(browser(ip)).send({ email, password });
  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Ana Souza',
    email,
    password1: DEFAULT_PASSWORD,
    password2: DEFAULT_PASSWORD,
    terms: true,
    ...extra,
  });
  const users = () => ctx.app().app.get(UsersService);
  const linkTokens = () => ctx.app().app.get(LinkTokensService);

  beforeAll(async () => {
    xsrf = await xsrfToken(ctx.app().server);
  });

  it('sends HSTS behind an https PUBLIC_URL', async () => {
    expect(publicUrl()).toMatch(/^https:/);
    const res = await http().get('/api/health').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  describe('registration and the confirmation e-mail', () => {
    it('creates an unconfirmed account with an Argon2id hash and e-mails a pt-BR confirmation link', async () => {
      const email = newEmail('ana');
      const res = await register(registration(`  ${email} `)).expect(201);
      expect(res.body).toEqual({ success: true, data: { id: expect.any(Number), email: email.toLowerCase(), confirmationSent: true }, message: MESSAGES.registered });

      const row = await userRow(email);
      expect(row).toMatchObject({ first_name: 'Ana Souza', email: email.toLowerCase() });
      expect(Boolean(row!.email_confirmed)).toBe(false);
      expect(Boolean(row!.is_sys_admin)).toBe(false);
      const hash = String(row!.password_hash);
      expect(hash).toMatch(/^\$argon2id\$v=19\$/);
      // OWASP minimum, set explicitly: 19 MiB, 2 passes, 1 lane.
      expect(hash).toContain('m=19456');
      expect(hash).toContain('t=2');
      expect(hash).toContain('p=1');

      const [mail] = mailsTo(outbox(), email);
      expect(mail.subject).toBe('Confirme seu e-mail');
      expect(mail.text).toContain('Olá, Ana Souza!');
      expect(mail.html).toContain('Confirmar e-mail');
      expect(mail.html).toContain('<html lang="pt-BR">');
      const link = linkIn(mail, publicUrl(), 'confirmacaoDeEmail');
      expect(link.params[0]).toBe(email.toLowerCase());
      expect(mail.html).toContain(link.url);
    });

    it('keeps no plain password anywhere in the database', async () => {
      const email = newEmail('plain');
      const password = 'Plaintext-Probe-9876';
      await register(registration(email, { password1: password, password2: password })).expect(201);
      const tables = ['users', 'auth_tokens', 'app_meta'];
      for (const table of tables) {
        const rows: Record<string, unknown>[] = await db().query(`SELECT * FROM ${table}`);
        expect(JSON.stringify(rows)).not.toContain(password);
      }
    });

    it('refuses an e-mail that is already registered, whatever its case and spaces', async () => {
      const email = newEmail('dup');
      await register(registration(email)).expect(201);
      const before = await countUsers();
      const res = await register(registration(` ${email.toUpperCase()} `)).expect(409);
      expect(res.body).toEqual({ success: false, errors: { email: [MESSAGES.emailTaken] }, message: MESSAGES.emailTaken });
      expect(await countUsers()).toBe(before);
    });

    it('keeps unicode names and SQL-looking text verbatim', async () => {
      const email = newEmail('uni');
      const name = "José Ñandú 李 🚀 '); DROP TABLE users; --";
      await register(registration(email, { name })).expect(201);
      expect((await userRow(email))!.first_name).toBe(name);
    });
  });

  describe('bad input is answered 400 in pt-BR and writes nothing', () => {
    const long = 'x'.repeat(10_000);
    const cases: [string, string, unknown, Record<string, string[]>][] = [
      ['register: empty form', '/api/auth/register', {}, {
        name: [MESSAGES.nameRequired], email: [MESSAGES.emailRequired], password1: [MESSAGES.passwordRequired],
        password2: [MESSAGES.fieldRequired], terms: [MESSAGES.termsRequired],
      }],
      ['register: wrong types', '/api/auth/register', { name: 5, email: 7, password1: 12345678, password2: null, terms: 'yes' }, {
        name: [MESSAGES.nameRequired], email: [MESSAGES.emailRequired], password1: [MESSAGES.passwordRequired],
        password2: [MESSAGES.fieldRequired], terms: [MESSAGES.termsRequired],
      }],
      ['register: 10 000 characters', '/api/auth/register', { name: long, email: `${long}@a.com`, password1: `${long}1`, password2: `${long}1`, terms: true }, {
        name: [MESSAGES.textTooLong], email: [MESSAGES.emailInvalid], password1: [MESSAGES.passwordTooLong],
      }],
      ['register: e-mail with an inner space', '/api/auth/register', { name: 'Ana', email: 'ana souza@example.com', password1: 'abc12345', password2: 'abc12345', terms: true }, {
        email: [MESSAGES.emailInvalid],
      }],
      ['register: SQL in the e-mail', '/api/auth/register', { name: 'Ana', email: "' OR '1'='1", password1: 'abc12345', password2: 'abc12345', terms: true }, {
        email: [MESSAGES.emailInvalid],
      }],
      ['register: weak password and mismatch', '/api/auth/register', { name: 'Ana', email: 'weak@example.com', password1: 'abcdefgh', password2: 'abcdefgx', terms: true }, {
        password1: [MESSAGES.passwordNeedsDigits], password2: [MESSAGES.passwordMismatch],
      }],
      ['register: short password without letters', '/api/auth/register', { name: 'Ana', email: 'weak@example.com', password1: '1234', password2: '1234', terms: true }, {
        password1: [MESSAGES.passwordTooShort, MESSAGES.passwordNeedsLetters],
      }],
      ['login: empty form', '/api/general/login', {}, { email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] }],
      ['login: invalid e-mail', '/api/general/login', { email: 'ana@', password: 'x' }, { email: [MESSAGES.emailInvalid] }],
      ['login: 10 000-character password', '/api/general/login', { email: 'a@b.com', password: long }, { password: [MESSAGES.passwordTooLong] }],
      ['confirm: missing token', '/api/auth/confirmemail', { email: 'a@b.com' }, { token: [MESSAGES.fieldRequired] }],
      ['resend: empty e-mail', '/api/auth/resendconfirmationemail', { email: '   ' }, { email: [MESSAGES.emailEmpty] }],
      ['recovery: wrong type', '/api/general/send_recover_password_email', { email: { $ne: null } }, { email: [MESSAGES.emailRequired] }],
      ['reset form: empty', '/api/auth/recoverPasswordForm', {}, {
        idencoded: [MESSAGES.fieldRequired], token: [MESSAGES.fieldRequired], pass1: [MESSAGES.passwordRequired], pass2: [MESSAGES.fieldRequired],
      }],
      ['reset form: mismatch', '/api/auth/recoverPasswordForm', { idencoded: 'MQ', token: 'x', pass1: 'abc12345', pass2: 'abc12346' }, {
        pass2: [MESSAGES.passwordMismatch],
      }],
    ];

    it.each(cases)('%s', async (_label, path, body, errors) => {
      const before = await countUsers();
      const res = await http().post(path).set(browser()).send(body as object).expect(400);
      expect(res.body).toEqual({ success: false, errors, message: MESSAGES.invalidInput });
      expect(await countUsers()).toBe(before);
    });

    it.each(['/api/auth/register', '/api/general/login', '/api/auth/recoverPasswordForm', '/api/auth/confirmemail'])(
      'malformed JSON on %s',
      async (path) => {
        const before = await countUsers();
        const res = await http().post(path).set(browser()).set('Content-Type', 'application/json').send('{"email": "a@b.com",').expect(400);
        expect(res.body).toEqual(generalError(MESSAGES.malformedJson));
        expect(await countUsers()).toBe(before);
      },
    );

    it('a body that is not an object', async () => {
      const res = await http().post('/api/general/login').set(browser()).send(['a@b.com', 'x']).expect(400);
      expect(res.body).toEqual(generalError(MESSAGES.invalidInput));
    });
  });

  describe('XSRF', () => {
    it('refuses a POST without the XSRF header with 403, before anything is read', async () => {
      const before = await countUsers();
      const res = await http().post('/api/auth/register').set('Cookie', xsrf.cookie).send(registration(newEmail('xsrf'))).expect(403);
      expect(res.body).toEqual(generalError(MESSAGES.xsrfRejected));
      expect(await countUsers()).toBe(before);
      await http().post('/api/general/login').send({ email: 'a@b.com', password: 'x' }).expect(403);
    });
  });

  describe('e-mail confirmation', () => {
    it('confirms through the e-mailed link once; the link then reports emailAlreadyConfirmed', async () => {
      const email = newEmail('confirm');
      await register(registration(email)).expect(201);
      const [linkEmail, token] = linkIn(mailsTo(outbox(), email)[0], publicUrl(), 'confirmacaoDeEmail').params;
      const first = await http().post('/api/auth/confirmemail').set(browser()).send({ email: linkEmail, token }).expect(200);
      expect(first.body).toEqual({ success: true, data: null, message: CONFIRM_EMAIL_MESSAGES.confirmed });
      expect(Boolean((await userRow(email))!.email_confirmed)).toBe(true);
      const again = await http().post('/api/auth/confirmemail').set(browser()).send({ email: linkEmail, token }).expect(200);
      expect(again.body.message).toBe(CONFIRM_EMAIL_MESSAGES.alreadyConfirmed);
    });

    it('answers emailConfirmationFailed for a tampered, foreign, expired or post-password-change token', async () => {
      const email = newEmail('badconfirm');
      const other = newEmail('other');
      await register(registration(email)).expect(201);
      await register(registration(other)).expect(201);
      const [, token] = linkIn(mailsTo(outbox(), email)[0], publicUrl(), 'confirmacaoDeEmail').params;
      const [, otherToken] = linkIn(mailsTo(outbox(), other)[0], publicUrl(), 'confirmacaoDeEmail').params;
      const user = (await users().findByEmail(email))!;
      const expired = await linkTokens().issue('confirm-email', user, new Date(Date.now() - LINK_TOKEN_TTL_MS - 60_000));
      const wrongPurpose = await linkTokens().issue('reset-password', user);
      const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      const failed = { success: false, errors: { general: [MESSAGES.emailConfirmationFailedText] }, message: CONFIRM_EMAIL_MESSAGES.failed };
      for (const [label, body] of [
        ['tampered', { email, token: tampered }],
        ['another user’s token', { email, token: otherToken }],
        ['expired', { email, token: expired }],
        ['reset token', { email, token: wrongPurpose }],
        ['garbage', { email, token: "'; DROP TABLE users; --" }],
        ['unknown e-mail', { email: newEmail('nobody'), token }],
      ] as const) {
        const res = await http().post('/api/auth/confirmemail').set(browser()).send(body);
        expect(res.status, label).toBe(400);
        expect(res.body, label).toEqual(failed);
      }
      expect(Boolean((await userRow(email))!.email_confirmed)).toBe(false);

      // A password change (through a reset link) kills the confirmation link (the reset confirms anyway).
      const resetToken = await linkTokens().issue('reset-password', user);
      await http().post('/api/auth/recoverPasswordForm').set(browser())
        .send({ idencoded: encodeUserId(user.id), token: resetToken, pass1: 'nova senha 1', pass2: 'nova senha 1' }).expect(200);
      const res = await http().post('/api/auth/confirmemail').set(browser()).send({ email, token }).expect(400);
      expect(res.body.message).toBe(CONFIRM_EMAIL_MESSAGES.failed);
    });

    it('makes an address of SYSADMIN_EMAILS a system administrator when confirmed', async () => {
      const admin = await signUp(ctx.app(), { email: ctx.sysadminEmail.toUpperCase() });
      const res = await http().get('/api/general/get_authenticated_user').set(admin.auth).expect(200);
      expect(res.body.data).toMatchObject({ email: ctx.sysadminEmail, isSysAdmin: true });
      const plain = await signUp(ctx.app(), { email: newEmail('plainuser') });
      const me = await http().get('/api/general/get_authenticated_user').set(plain.auth).expect(200);
      expect(me.body.data.isSysAdmin).toBe(false);
    });

    it('makes an address added to SYSADMIN_EMAILS after its confirmation a system administrator at its next sign-in', async () => {
      // The account was confirmed while its address was not (yet) listed: the flag is off.
      const admin = (await users().findByEmail(ctx.sysadminEmail))!;
      await transaction(db(), (manager) => users().update(admin.id, { isSysAdmin: false }, manager));
      const before = await userRow(ctx.sysadminEmail);
      expect(Boolean(before!.is_sys_admin)).toBe(false);
      const res = await login(ctx.sysadminEmail, DEFAULT_PASSWORD).expect(200);
      expect(res.body.data).toMatchObject({ email: ctx.sysadminEmail, isSysAdmin: true });
      expect(Boolean((await userRow(ctx.sysadminEmail))!.is_sys_admin)).toBe(true);
    });
  });

  describe('resend confirmation', () => {
    it('sends a new link to an unconfirmed account and answers the same for unknown and confirmed e-mails', async () => {
      const email = newEmail('resend');
      await register(registration(email)).expect(201);
      const known = await http().post('/api/auth/resendconfirmationemail').set(browser()).send({ email: email.toUpperCase() }).expect(200);
      const unknown = await http().post('/api/auth/resendconfirmationemail').set(browser()).send({ email: newEmail('ghost') }).expect(200);
      expect(known.body).toEqual({ success: true, data: null, message: MESSAGES.confirmationResent });
      expect(unknown.body).toEqual(known.body);
      const mail = await waitForMail(outbox(), (m) => m.to.includes(email.toLowerCase()) && mailsTo(outbox(), email).length === 2);
      const [linkEmail, token] = linkIn(mail, publicUrl(), 'confirmacaoDeEmail').params;
      await http().post('/api/auth/confirmemail').set(browser()).send({ email: linkEmail, token }).expect(200);
    });

    it('sends an invited account that never set a password the link that sets it, not a confirmation', async () => {
      const email = newEmail('invitedresend');
      await transaction(db(), (manager) => users().createInvited(email, 'Dani', manager));
      await http().post('/api/auth/resendconfirmationemail').set(browser()).send({ email }).expect(200);
      const mail = await waitForMail(outbox(), (m) => m.to.includes(email.toLowerCase()));
      expect(mail.subject).toBe('Ative sua conta');
      const [idencoded, token] = linkIn(mail, publicUrl(), 'redefinirSenha').params;
      await http().post('/api/auth/recoverPasswordForm').set(browser()).send({ idencoded, token, pass1: 'ativada 123', pass2: 'ativada 123' }).expect(200);
      await login(email, 'ativada 123').expect(200);
    });

    it('allows one resend per 3 minutes per address: then 429 with Retry-After, known or not', async () => {
      for (const email of [newEmail('resendlimit'), newEmail('ghostlimit')]) {
        await http().post('/api/auth/resendconfirmationemail').set(browser()).send({ email }).expect(200);
        const res = await http().post('/api/auth/resendconfirmationemail').set(browser()).send({ email: ` ${email.toUpperCase()}` }).expect(429);
        const retryAfter = Number(res.headers['retry-after']);
        // The message says how long to wait, as the header does.
        expect(res.body).toEqual(generalError(rateLimitedMessage(retryAfter)));
        expect(res.body.message).toMatch(/^Muitas tentativas\. Aguarde \d+ (segundos?|minutos?) e tente novamente\.$/);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(180);
      }
    });
  });

  describe('login, tokens and logout', () => {
    it('refuses an unconfirmed account with a general error pointing to /reenviarEmailDeConfirmacao', async () => {
      const email = newEmail('unconfirmed');
      await register(registration(email)).expect(201);
      const res = await login(email, DEFAULT_PASSWORD).expect(403);
      expect(res.body).toEqual(generalError(MESSAGES.emailNotConfirmed));
      expect(res.body.message).toContain('/reenviarEmailDeConfirmacao');
      expect(await db().query('SELECT * FROM auth_tokens')).not.toContainEqual(expect.objectContaining({ user_id: (await userRow(email))!.id }));
    });

    it('gives the same general error for a wrong password and an unknown e-mail', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('wrongpw') });
      const wrong = await login(user.email, 'outra senha 1').expect(400);
      const unknown = await login(newEmail('nobody'), 'outra senha 1').expect(400);
      expect(wrong.body).toEqual(generalError(MESSAGES.invalidCredentials));
      expect(unknown.body).toEqual(wrong.body);
    });

    it('issues a random token stored only as its SHA-256, answered by get_authenticated_user', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('tok'), name: 'Bia' });
      expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows: { token_hash: string }[] = await db().query('SELECT token_hash FROM auth_tokens WHERE user_id = ?', [user.id]);
      expect(rows).toEqual([{ token_hash: createHash('sha256').update(user.token).digest('hex') }]);
      expect(JSON.stringify(await db().query('SELECT * FROM auth_tokens'))).not.toContain(user.token);

      const res = await http().get('/api/general/get_authenticated_user').set(user.auth).expect(200);
      expect(res.body).toEqual({ success: true, data: { id: user.id, first_name: 'Bia', email: user.email, token: user.token, isSysAdmin: false } });

      // Upper-case e-mail and a second login: a new token each time, both valid.
      const second = await login(user.email.toUpperCase(), DEFAULT_PASSWORD).expect(200);
      expect(second.body.data.token).not.toBe(user.token);
      await http().get('/api/general/get_authenticated_user').set('Authorization', `Token ${second.body.data.token}`).expect(200);
    });

    it('answers 401 without a token, with a bad one or another scheme', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('bad') });
      for (const authorization of [undefined, 'Token ', 'Token nope', `Bearer ${user.token}`, `Token ${user.token.slice(0, -1)}x`, user.token]) {
        const req = http().get('/api/general/get_authenticated_user');
        if (authorization !== undefined) req.set('Authorization', authorization);
        const res = await req.expect(401);
        expect(res.body).toEqual(generalError(MESSAGES.unauthenticated));
      }
      await http().get('/api/general/logout').expect(401);
    });

    it('logout revokes the token', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('logout') });
      const res = await http().get('/api/general/logout').set(user.auth).expect(200);
      expect(res.body).toEqual({ success: true, data: null, message: MESSAGES.loggedOut });
      await http().get('/api/general/get_authenticated_user').set(user.auth).expect(401);
      expect(await db().query('SELECT * FROM auth_tokens WHERE user_id = ?', [user.id])).toEqual([]);
    });

    it('expires a token 30 days after its last use and 90 days after its creation', async () => {
      const idle = await signUp(ctx.app(), { email: newEmail('idle') });
      const old = await signUp(ctx.app(), { email: newEmail('old') });
      const fresh = await signUp(ctx.app(), { email: newEmail('fresh') });
      const at = (ms: number) => new Date(Date.now() - ms);
      await transaction(db(), async (manager) => {
        const repo = manager.getRepository('AuthToken');
        await repo.update({ userId: idle.id }, { lastUsedAt: at(31 * DAY), createdAt: at(31 * DAY) });
        await repo.update({ userId: old.id }, { lastUsedAt: at(DAY), createdAt: at(91 * DAY) });
        await repo.update({ userId: fresh.id }, { lastUsedAt: at(29 * DAY), createdAt: at(89 * DAY) });
      });
      await http().get('/api/general/get_authenticated_user').set(idle.auth).expect(401);
      await http().get('/api/general/get_authenticated_user').set(old.auth).expect(401);
      await http().get('/api/general/get_authenticated_user').set(fresh.auth).expect(200);
      expect(await db().query('SELECT id FROM auth_tokens WHERE user_id IN (?, ?)', [idle.id, old.id])).toEqual([]);
      // Use renews the idle clock.
      const row = await db().getRepository('AuthToken').findOneByOrFail({ userId: fresh.id });
      expect(Date.now() - (row.lastUsedAt as Date).getTime()).toBeLessThan(DAY);
    });
  });

  describe('rate limits', () => {
    it('10 failed logins per minute from one address, then 429 with Retry-After', async () => {
      const ip = randomClientIp();
      for (let i = 0; i < 10; i++) await login(newEmail('nobody'), 'senha errada 1', ip).expect(400);
      const res = await login(newEmail('nobody'), 'senha errada 1', ip).expect(429);
      expect(res.body).toEqual(generalError(rateLimitedMessage(Number(res.headers['retry-after']))));
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address is not affected.
      await login(newEmail('nobody'), 'senha errada 1').expect(400);
    });

    it('5 failed logins per 5 minutes per account, from any address: even the right password is then refused', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('locked') });
      for (let i = 0; i < 5; i++) await login(user.email, 'senha errada 1').expect(400);
      const res = await login(user.email, DEFAULT_PASSWORD).expect(429);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
      // An unknown account locks out the same way: the answer does not reveal which exists.
      const ghost = newEmail('ghost');
      for (let i = 0; i < 5; i++) await login(ghost, 'senha errada 1').expect(400);
      expect((await login(ghost, 'senha errada 1').expect(429)).body).toEqual(res.body);
    });

    it('30 parallel logins with 29 wrong passwords: at most 5 guesses are evaluated, then even the right one is refused', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('parallel') });
      const attempts = [...Array.from({ length: 29 }, () => 'senha errada 1'), DEFAULT_PASSWORD].map((password) => ({
        email: user.email,
        password,
        ip: randomClientIp(),
      }));
      const statuses = await loginBurst([ctx.app().server], attempts);
      expect(evaluated(statuses)).toBeLessThanOrEqual(5);
      expect(statuses.every((status) => [200, 400, 429].includes(status))).toBe(true);
      // The limit is spent by the wrong guesses: the right password waits for the window too.
      await login(user.email, DEFAULT_PASSWORD).expect(429);
    });

    it('a burst of 100 logins gets at most the limit’s guesses: 10 per address, 5 per account', async () => {
      const ip = randomClientIp();
      const fromOneAddress = await loginBurst(
        [ctx.app().server],
        Array.from({ length: 100 }, () => ({ email: newEmail('burst'), password: 'senha errada 1', ip })),
      );
      expect(evaluated(fromOneAddress)).toBeLessThanOrEqual(10);
      expect(fromOneAddress.filter((status) => status === 400).length).toBeGreaterThan(0);

      const target = newEmail('burstaccount');
      const atOneAccount = await loginBurst(
        [ctx.app().server],
        Array.from({ length: 100 }, () => ({ email: target, password: 'senha errada 1', ip: randomClientIp() })),
      );
      expect(evaluated(atOneAccount)).toBeLessThanOrEqual(5);
    });

    it('a right password is not counted: sign-ins between wrong guesses do not use the account’s limit up', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('rightcount') });
      for (let i = 0; i < 4; i++) await login(user.email, 'senha errada 1').expect(400);
      for (let i = 0; i < 3; i++) await login(user.email, DEFAULT_PASSWORD).expect(200);
      await login(user.email, 'senha errada 1').expect(400);
      await login(user.email, DEFAULT_PASSWORD).expect(429);
    });

    it('20 registrations per minute from one address', async () => {
      const ip = randomClientIp();
      for (let i = 0; i < 20; i++) await register(registration(newEmail('bulk')), ip).expect(201);
      const before = await countUsers();
      const res = await register(registration(newEmail('bulk')), ip).expect(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(await countUsers()).toBe(before);
    });

    it('5 recovery e-mails per minute per address, 20 per IP', async () => {
      const email = newEmail('recoverlimit');
      for (let i = 0; i < 5; i++) await http().post('/api/general/send_recover_password_email').set(browser()).send({ email }).expect(200);
      const res = await http().post('/api/general/send_recover_password_email').set(browser()).send({ email }).expect(429);
      expect(res.headers['retry-after']).toBeDefined();
      const ip = randomClientIp();
      for (let i = 0; i < 20; i++) {
        await http().post('/api/general/send_recover_password_email').set(browser(ip)).send({ email: newEmail('r') }).expect(200);
      }
      await http().post('/api/general/send_recover_password_email').set(browser(ip)).send({ email: newEmail('r') }).expect(429);
    });
  });

  describe('password recovery', () => {
    const recover = (email: string) => http().post('/api/general/send_recover_password_email').set(browser()).send({ email });
    const resetWith = (idencoded: string, token: string, password: string) =>
      http().post('/api/auth/recoverPasswordForm').set(browser()).send({ idencoded, token, pass1: password, pass2: password });

    it('answers the same for unknown e-mails and mails a reset link that works once', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('recover') });
      const other = await login(user.email, DEFAULT_PASSWORD).expect(200);
      const known = await recover(` ${user.email.toUpperCase()} `).expect(200);
      const unknown = await recover(newEmail('ghost')).expect(200);
      expect(known.body).toEqual({ success: true, data: null, message: MESSAGES.recoveryEmailSent });
      expect(unknown.body).toEqual(known.body);

      const mail = await waitForMail(outbox(), (m) => m.to.includes(user.email) && m.subject === 'Redefinição de senha');
      expect(mail.html).toContain('Redefinir senha');
      const [idencoded, token] = linkIn(mail, publicUrl(), 'redefinirSenha').params;
      expect(idencoded).toBe(Buffer.from(String(user.id)).toString('base64url'));

      const res = await resetWith(idencoded, token, 'nova senha 2').expect(200);
      expect(res.body).toEqual({ success: true, data: null, message: MESSAGES.passwordResetDone });
      // Every session is revoked, the old password no longer works, the new one does.
      await http().get('/api/general/get_authenticated_user').set(user.auth).expect(401);
      await http().get('/api/general/get_authenticated_user').set('Authorization', `Token ${other.body.data.token}`).expect(401);
      await login(user.email, DEFAULT_PASSWORD).expect(400);
      await login(user.email, 'nova senha 2').expect(200);
      // Single use.
      const again = await resetWith(idencoded, token, 'terceira senha 3').expect(400);
      expect(again.body).toEqual(generalError(MESSAGES.resetLinkInvalid));
      await login(user.email, 'nova senha 2').expect(200);
    });

    it('refuses expired, tampered, foreign and post-password-change reset links', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('resetbad') });
      const victim = await signUp(ctx.app(), { email: newEmail('victim') });
      const entity = (await users().findById(user.id))!;
      const id = encodeUserId(user.id);
      const valid = await linkTokens().issue('reset-password', entity);
      const expired = await linkTokens().issue('reset-password', entity, new Date(Date.now() - LINK_TOKEN_TTL_MS - 60_000));
      const confirmToken = await linkTokens().issue('confirm-email', entity);
      for (const [label, idencoded, token] of [
        ['expired', id, expired],
        ['confirmation token', id, confirmToken],
        ['another user id', encodeUserId(victim.id), valid],
        ['tampered', id, valid.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
        ['bad id', '!!', valid],
        ['unknown id', encodeUserId(999_999), valid],
      ] as const) {
        const res = await resetWith(idencoded, token, 'nova senha 4');
        expect(res.status, label).toBe(400);
        expect(res.body, label).toEqual(generalError(MESSAGES.resetLinkInvalid));
      }
      // The valid link dies once the password changes on the account page.
      await http().post('/api/general/update_user_password').set(user.auth)
        .send({ id: user.id, old_password: DEFAULT_PASSWORD, new_password: 'mudada 123', confirm_password: 'mudada 123' }).expect(200);
      await resetWith(id, valid, 'nova senha 5').expect(400);
      await login(user.email, 'mudada 123').expect(200);
      await login(victim.email, DEFAULT_PASSWORD).expect(200);
    });

    it('an invited user (no password) sets one through the invitation link, which confirms the e-mail', async () => {
      const email = newEmail('invited');
      const invited: User = await transaction(db(), (manager) => users().createInvited(` ${email} `, ' Carla ', manager));
      expect(invited).toMatchObject({ email: email.toLowerCase(), firstName: 'Carla', passwordHash: null, emailConfirmed: false });
      await ctx.app().app.get(MailService).sendInvitation(invited, 'Padaria Pão Quente', { name: 'Ana Souza', email: 'ana@exemplo.com.br' });
      const mail = mailsTo(outbox(), email).at(-1)!;
      expect(mail.subject).toBe('Você foi adicionado à empresa Padaria Pão Quente');
      expect(mail.text).toContain('Ana Souza (ana@exemplo.com.br) adicionou você à empresa Padaria Pão Quente');
      await login(email, 'qualquer 1').expect(400);
      const [idencoded, token] = linkIn(mail, publicUrl(), 'redefinirSenha').params;
      await resetWith(idencoded, token, 'convidada 1').expect(200);
      expect(Boolean((await userRow(email))!.email_confirmed)).toBe(true);
      const res = await login(email, 'convidada 1').expect(200);
      expect(res.body.data).toMatchObject({ email: email.toLowerCase(), first_name: 'Carla' });
      await resetWith(idencoded, token, 'convidada 2').expect(400);
    });
  });

  describe('account page: own name and password only', () => {
    it('counts parallel wrong current passwords before checking them: at most 5 of 20 are evaluated', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('pwburst') });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          http().post('/api/general/update_user_password').set(user.auth)
            .send({ id: user.id, old_password: `errada ${i}x`, new_password: 'nova 12345', confirm_password: 'nova 12345' }),
        ),
      );
      expect(answers.filter((res) => res.status === 400).length).toBeLessThanOrEqual(5);
      expect(answers.every((res) => [400, 429].includes(res.status))).toBe(true);
    });

    it('changes the caller’s name; another id is 403 and changes nothing', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('name'), name: 'Antes' });
      const other = await signUp(ctx.app(), { email: newEmail('othername'), name: 'Outro' });
      const res = await http().post('/api/general/update_user_name').set(user.auth).send({ id: user.id, name: '  Depois Ção ' }).expect(200);
      expect(res.body).toEqual({ success: true, data: { id: user.id, first_name: 'Depois Ção' }, message: MESSAGES.nameUpdated });
      const me = await http().get('/api/general/get_authenticated_user').set(user.auth).expect(200);
      expect(me.body.data.first_name).toBe('Depois Ção');

      const forbidden = await http().post('/api/general/update_user_name').set(user.auth).send({ id: other.id, name: 'Hack' }).expect(403);
      expect(forbidden.body).toEqual(generalError(MESSAGES.notYourAccount));
      expect((await userRow(other.email))!.first_name).toBe('Outro');

      const empty = await http().post('/api/general/update_user_name').set(user.auth).send({ id: user.id, name: '   ' }).expect(400);
      expect(empty.body.errors).toEqual({ name: [MESSAGES.nameRequired] });
      const huge = await http().post('/api/general/update_user_name').set(user.auth).send({ id: user.id, name: 'n'.repeat(10_000) }).expect(400);
      expect(huge.body.errors).toEqual({ name: [MESSAGES.textTooLong] });
      await http().post('/api/general/update_user_name').set({ Cookie: xsrf.cookie, ...xsrf.header }).send({ id: user.id, name: 'X' }).expect(401);
      await http().post('/api/general/update_user_name').set({ Authorization: user.auth.Authorization }).send({ id: user.id, name: 'X' }).expect(403);
      expect((await userRow(user.email))!.first_name).toBe('Depois Ção');
    });

    it('changes the password with the current one, keeps this session and revokes the others', async () => {
      const user = await signUp(ctx.app(), { email: newEmail('pw') });
      const other = await signUp(ctx.app(), { email: newEmail('otherpw') });
      const secondSession = (await login(user.email, DEFAULT_PASSWORD).expect(200)).body.data.token as string;
      const change = (body: Record<string, unknown>) => http().post('/api/general/update_user_password').set(user.auth).send(body);

      const wrong = await change({ id: user.id, old_password: 'errada 123', new_password: 'nova 12345', confirm_password: 'nova 12345' }).expect(400);
      expect(wrong.body).toEqual({ success: false, errors: { old_password: [MESSAGES.oldPasswordWrong] }, message: MESSAGES.invalidInput });
      const invalid = await change({ id: user.id, old_password: DEFAULT_PASSWORD, new_password: 'curta1', confirm_password: 'outra' }).expect(400);
      expect(invalid.body.errors).toEqual({ new_password: [MESSAGES.passwordTooShortAccount], confirm_password: [MESSAGES.passwordMismatch] });
      const foreign = await change({ id: other.id, old_password: DEFAULT_PASSWORD, new_password: 'nova 12345', confirm_password: 'nova 12345' }).expect(403);
      expect(foreign.body).toEqual(generalError(MESSAGES.notYourAccount));
      await login(other.email, DEFAULT_PASSWORD).expect(200);

      const before = String((await userRow(user.email))!.password_hash);
      const res = await change({ id: user.id, old_password: DEFAULT_PASSWORD, new_password: 'nova 12345', confirm_password: 'nova 12345' }).expect(200);
      expect(res.body).toEqual({ success: true, data: null, message: MESSAGES.passwordUpdated });
      const after = String((await userRow(user.email))!.password_hash);
      expect(after).not.toBe(before);
      expect(after).toMatch(/^\$argon2id\$/);
      await http().get('/api/general/get_authenticated_user').set(user.auth).expect(200);
      await http().get('/api/general/get_authenticated_user').set('Authorization', `Token ${secondSession}`).expect(401);
      await login(user.email, DEFAULT_PASSWORD).expect(400);
      await login(user.email, 'nova 12345').expect(200);
    });
  });
}

import { randomInt } from 'node:crypto';
import request from 'supertest';
import { UsersService } from '../../src/users/users.service.js';
import { expectDocumentedAnswer } from './documented-answers.js';
import { linkIn, mailsTo } from './mail.js';
import { type TestApp, xsrfToken } from './test-app.js';

export const DEFAULT_PASSWORD = 'senha segura 123';

export interface SignedUpUser {
  id: number;
  email: string;
  token: string;
  /** Authorization, X-XSRF-TOKEN and Cookie: `request(server).post(url).set(user.auth)`. */
  auth: Record<string, string>;
  cookie: string;
}

/**
 * A different client address per call: the app trusts X-Forwarded-For from loopback, so
 * many sign-ups in one suite do not share one per-IP rate limit.
 */
export const randomClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Where to sign up: the in-process test app, or a running backend (its URL) and the configuration it was given. */
export interface SignUpTarget {
  server: TestApp['server'] | string;
  config: Pick<TestApp['config'], 'smtpUrl' | 'mailOutboxDir' | 'publicUrl'>;
  /** The in-process app, needed only to promote a system administrator. */
  app?: TestApp['app'];
}

/**
 * A confirmed, signed-in user made the way a person does it: register through the API,
 * open the confirmation link from the e-mail in the outbox, log in. `sysAdmin` promotes the
 * account (the CLI's service) before the login, so the token's user is a system administrator.
 */
export async function signUp(
  app: SignUpTarget,
  input: { email: string; name?: string; password?: string; sysAdmin?: boolean },
): Promise<SignedUpUser> {
  const http = () => request(app.server);
  const { cookie, header } = await xsrfToken(app.server);
  const base = { Cookie: cookie, ...header, 'X-Forwarded-For': randomClientIp() };
  const password = input.password ?? DEFAULT_PASSWORD;
  const registered = await http()
    .post('/api/auth/register')
    .set(base)
    .send({ name: input.name ?? 'Usuária de Teste', email: input.email, password1: password, password2: password, terms: true });
  if (registered.status !== 201) throw new Error(`register ${input.email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  expectDocumentedAnswer('post', '/api/auth/register', registered.body.data);
  const email: string = registered.body.data.email;

  if (!app.config.smtpUrl) {
    const mail = mailsTo(app.config.mailOutboxDir, email).at(-1);
    if (!mail) throw new Error(`no confirmation e-mail for ${email} in ${app.config.mailOutboxDir}`);
    const [linkEmail, token] = linkIn(mail, app.config.publicUrl, 'confirmacaoDeEmail').params;
    const confirmed = await http().post('/api/auth/confirmemail').set(base).send({ email: linkEmail, token });
    if (confirmed.status !== 200) throw new Error(`confirm ${email}: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  } else {
    throw new Error('signUp reads the outbox: start the app without SMTP_URL');
  }
  if (input.sysAdmin) {
    if (!app.app) throw new Error('signUp: promoting a system administrator needs the in-process app');
    await app.app.get(UsersService).promoteSysAdmin(email);
  }

  const login = await http().post('/api/general/login').set(base).send({ email, password });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  expectDocumentedAnswer('post', '/api/general/login', login.body.data);
  const token: string = login.body.data.token;
  return {
    id: login.body.data.id,
    email,
    token,
    cookie,
    auth: { Authorization: `Token ${token}`, Cookie: cookie, ...header },
  };
}

import { companyWithStaff } from './companies.js';
import { randomClientIp, type SignedUpUser, signUp } from './users.js';
import { type TestApp, xsrfToken } from './test-app.js';

/** Who tries each call of a permission matrix. The first four are members of the target company with that role. */
export const ACTORS = ['owner', 'admin', 'consultor', 'funcionario', 'outsider', 'guest', 'sysadmin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Member = Exclude<Actor, 'guest'>;

export const ROLE_OF = { owner: 1, admin: 2, consultor: 3, funcionario: 4 } as const;

/** The expected status of a call per actor: members get `status`, an outsider 404, a guest 401. */
export const statusByActor = (status: number, others: Partial<Record<Actor, number>> = {}): Record<Actor, number> => ({
  owner: status,
  admin: status,
  consultor: status,
  funcionario: status,
  outsider: 404,
  guest: 401,
  sysadmin: status,
  ...others,
});

export interface CompanyActors {
  users: Record<Member | 'spare', SignedUpUser>;
  /** Credentials of an actor (a guest has only the XSRF pair), each call from an address of its own. */
  headers: (actor: Actor) => Record<string, string>;
  /** A demo company owned by `owner` with admin, consultor and funcionário, made through the API (companyWithStaff). */
  freshCompany: (name?: string) => Promise<number>;
}

/** Signs up the actors (and a spare user) with e-mails of their own; call in beforeAll. */
export async function signUpActors(app: TestApp): Promise<CompanyActors> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const users = {} as Record<Member | 'spare', SignedUpUser>;
  for (const actor of ['owner', 'admin', 'consultor', 'funcionario', 'outsider', 'sysadmin', 'spare'] as const) {
    users[actor] = await signUp(app, { email: `${actor}.${suffix}@exemplo.com.br`, name: `Pessoa ${actor}`, sysAdmin: actor === 'sysadmin' });
  }
  const xsrf = await xsrfToken(app.server);
  const guest = { Cookie: xsrf.cookie, ...xsrf.header };
  const headers = (actor: Actor) => (actor === 'guest' ? guest : { ...users[actor].auth, 'X-Forwarded-For': randomClientIp() });

  const freshCompany = (name?: string) =>
    companyWithStaff(
      app,
      users.sysadmin,
      (['owner', 'admin', 'consultor', 'funcionario'] as const).map((actor) => ({ user: users[actor], role: ROLE_OF[actor] })),
      name,
    );

  return { users, headers, freshCompany };
}

import { type Role } from 'contracts';
import request from 'supertest';
import type { TestApp } from './test-app.js';
import { randomClientIp, type SignedUpUser } from './users.js';

/** The fields of a valid new_company body. */
export const newCompanyBody = (fantasyName: string) => ({
  fantasy_name: fantasyName,
  description: 'Uma empresa de teste',
  business_model: 1,
  sector: 3,
  revenue: 2,
  reach: 4,
});

/**
 * A company with the given members, made through the API: a system administrator creates it
 * (a demo company with its 30-day trial), adds each member with their role and leaves (a
 * user who already owns a company may not create another trial). Answers its id.
 */
export async function companyWithStaff(
  app: TestApp,
  sysadmin: SignedUpUser,
  members: readonly { user: SignedUpUser; role: Role }[],
  fantasyName = 'Empresa Alfa',
): Promise<number> {
  const as = () => ({ ...sysadmin.auth, 'X-Forwarded-For': randomClientIp() });
  const created = await request(app.server).post('/api/general/new_company').set(as()).send(newCompanyBody(fantasyName));
  if (created.status !== 201) throw new Error(`new_company: ${created.status} ${JSON.stringify(created.body)}`);
  const id: number = created.body.data.id;
  for (const { user, role } of [...members, { user: sysadmin, role: null }]) {
    const res = await request(app.server)
      .post('/api/general/update_collaborator')
      .set(as())
      .send({ email: user.email, role, companyId: id });
    if (res.status !== 200) throw new Error(`update_collaborator: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return id;
}

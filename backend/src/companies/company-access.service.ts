import { HttpStatus, Injectable } from '@nestjs/common';
import { canSeeCompany, type CompanyViewer, MESSAGES, type Role } from 'contracts';
import type { EntityManager } from 'typeorm';
import { entityColumns } from '../database/raw-rows.js';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { CompanyMembership } from './company-membership.entity.js';
import { Company } from './company.entity.js';
import { forUpdate } from './row-lock.js';

export interface CompanyAccess {
  company: Company;
  viewer: CompanyViewer;
}

/** 404 for an unknown company and for one the caller may not see alike (never reveal existence). */
export const companyNotFound = (): ApiError => ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.companyNotFound);

/**
 * The one place that answers "may this caller see this company, and with which role?".
 * Every company-scoped call of every module goes through it.
 */
@Injectable()
export class CompanyAccessService {
  async roleOf(manager: EntityManager, companyId: number, userId: number): Promise<CompanyViewer['role']> {
    const membership = await manager.findOne(CompanyMembership, { where: { companyId, userId } });
    return membership?.role ?? null;
  }

  /**
   * The company and the caller's standing in it; throws the 404 envelope when it does not
   * exist or the caller is neither a member nor a system administrator. `lock` takes the
   * company row for the rest of the transaction (staff changes, admin actions).
   */
  async access(manager: EntityManager, user: AuthUser, companyId: number, lock = false): Promise<CompanyAccess> {
    const found = lock ? await this.lockedWithViewer(manager, user, companyId) : await this.withViewer(manager, user, companyId);
    if (!found || !canSeeCompany(found.viewer)) throw companyNotFound();
    return found;
  }

  private async lockedWithViewer(manager: EntityManager, user: AuthUser, companyId: number): Promise<CompanyAccess | null> {
    const company = await manager.findOne(Company, { where: { id: companyId }, ...forUpdate(manager) });
    return company && { company, viewer: await this.viewerOf(manager, user, companyId) };
  }

  /** The company and the caller's membership in one query (every company-scoped read starts here). */
  private async withViewer(manager: EntityManager, user: AuthUser, companyId: number): Promise<CompanyAccess | null> {
    const columns = entityColumns(manager.connection, Company, 'c');
    const [row] = (await manager.query(
      `SELECT ${columns.select}, m.role AS m_role FROM companies c LEFT JOIN company_memberships m ON m.company_id = c.id AND m.user_id = ? WHERE c.id = ?`,
      [user.id, companyId],
    )) as Record<string, unknown>[];
    return row ? { company: columns.hydrate(row), viewer: { isSysAdmin: user.isSysAdmin, role: (row.m_role as Role | null) ?? null } } : null;
  }

  /** The caller as a viewer of a company known to exist (its role there, or none); the caller decides what may be seen. */
  async viewerOf(manager: EntityManager, user: AuthUser, companyId: number): Promise<CompanyViewer> {
    return { isSysAdmin: user.isSysAdmin, role: await this.roleOf(manager, companyId, user.id) };
  }
}

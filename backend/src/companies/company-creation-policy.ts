import { Injectable } from '@nestjs/common';
import { Role } from 'contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { CompanyMembership } from './company-membership.entity.js';

/**
 * `canCreateCompany` (DECISIONS.md §3): a system administrator; a user who owns no company
 * yet (the first company is a trial); a user with an approved purchase.
 */
@Injectable()
export class CompanyCreationPolicy {
  async canCreateCompany(manager: EntityManager, user: AuthUser): Promise<boolean> {
    if (user.isSysAdmin) return true;
    const owned = await manager.count(CompanyMembership, { where: { userId: user.id, role: Role.Owner } });
    if (owned === 0) return true;
    return this.hasApprovedPurchase(manager, user);
  }

  /**
   * HOOK for the plans/payments module: true when the user has an approved purchase (a
   * registered payment method). No purchases table exists yet, so nobody has one; the plans
   * module replaces this body with a query on its purchases (by the companies the user owns).
   */
  async hasApprovedPurchase(_manager: EntityManager, _user: AuthUser): Promise<boolean> {
    return false;
  }
}

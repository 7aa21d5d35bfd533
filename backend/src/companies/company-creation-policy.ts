import { Injectable } from '@nestjs/common';
import { Role } from 'contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { CompanyMembership } from './company-membership.entity.js';

/**
 * `canCreateCompany` (DECISIONS.md §3): a system administrator; a user who owns no company
 * yet (the first company is a trial); a user with an approved purchase. `ownsCompany`, when
 * the caller already has the user's memberships at hand, spares the query.
 */
@Injectable()
export class CompanyCreationPolicy {
  async canCreateCompany(manager: EntityManager, user: AuthUser, ownsCompany?: boolean): Promise<boolean> {
    if (user.isSysAdmin) return true;
    const owns = ownsCompany ?? (await manager.exists(CompanyMembership, { where: { userId: user.id, role: Role.Owner } }));
    if (!owns) return true;
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

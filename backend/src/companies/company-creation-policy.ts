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
   * A user whose purchase was approved (a registered payment method, DECISIONS.md §3): any
   * purchase they bought, for any company, whose provider's last word is "approved".
   */
  async hasApprovedPurchase(manager: EntityManager, user: AuthUser): Promise<boolean> {
    // Raw SQL: get_my_companies asks it on every page load.
    const rows = (await manager.query("SELECT 1 AS found FROM purchases WHERE buyer_id = ? AND status = 'approved' LIMIT 1", [user.id])) as unknown[];
    return rows.length > 0;
  }
}

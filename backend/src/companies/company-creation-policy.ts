import { Injectable } from '@nestjs/common';
import { Role } from 'contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { Purchase } from '../payment/purchase.entity.js';
import { CompanyMembership } from './company-membership.entity.js';

/**
 * `canCreateCompany` (docs/domain/companies-and-roles.md): a system administrator; a user who owns no company
 * yet (the first company is a trial); a user with an approved purchase. `allows` is the rule
 * on facts the caller already read.
 */
@Injectable()
export class CompanyCreationPolicy {
  async canCreateCompany(manager: EntityManager, user: AuthUser): Promise<boolean> {
    if (user.isSysAdmin) return true;
    const owns = await manager.exists(CompanyMembership, { where: { userId: user.id, role: Role.Owner } });
    return this.allows(user, owns, owns && (await this.hasApprovedPurchase(manager, user)));
  }

  /** The rule on facts the caller read (get_my_companies reads them in its one query). */
  allows(user: AuthUser, ownsCompany: boolean, hasApprovedPurchase: boolean): boolean {
    return user.isSysAdmin || !ownsCompany || hasApprovedPurchase;
  }

  /**
   * A user whose purchase was approved (a registered payment method, docs/domain/companies-and-roles.md): any
   * purchase they bought, for any company, whose provider's last word is "approved".
   */
  async hasApprovedPurchase(manager: EntityManager, user: AuthUser): Promise<boolean> {
    return manager.exists(Purchase, { where: { buyerId: user.id, status: 'approved' } });
  }
}

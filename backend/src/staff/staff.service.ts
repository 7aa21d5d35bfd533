import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ALL_ROLES,
  assignableRoles,
  canManageCompany,
  canManageStaff,
  type Collaborator,
  collaboratorChangeRefusal,
  type CompanyStaff,
  type FoundUser,
  MESSAGES,
  Role,
  roleInfo,
  type UpdateCollaboratorInput,
  type UpdateCollaboratorResult,
} from 'contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { ActiveCompany } from '../companies/active-company.entity.js';
import { LiveService } from '../live/live.service.js';
import { CompanyAccessService } from '../companies/company-access.service.js';
import { CompanyMembership } from '../companies/company-membership.entity.js';
import type { Company } from '../companies/company.entity.js';
import { transaction } from '../database/transaction.js';
import { MailService } from '../mail/mail.service.js';
import { LIMITS, RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

const forbidden = (message: string): ApiError => ApiError.general(HttpStatus.FORBIDDEN, message);

interface Outcome {
  result: UpdateCollaboratorResult;
  /** An account created by this call, to be sent the invitation once committed. */
  invited?: { user: User; companyName: string };
}

const collaborator = (user: User, role: Role): Collaborator => ({
  email: user.email,
  name: user.firstName,
  role: roleInfo(role),
  isOwner: role === Role.Owner,
});

/** The people of a company: listing, adding (inviting), role changes, removal and unlinking. */
@Injectable()
export class StaffService {
  private readonly logger = new Logger('Staff');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CompanyAccessService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
    private readonly live: LiveService,
  ) {}

  /** Any member reads the staff; `canEdit` and `allowedRoles` say what this caller may change. */
  async staff(user: AuthUser, companyId: number): Promise<CompanyStaff> {
    const manager = this.dataSource.manager;
    const { viewer } = await this.access.access(manager, user, companyId);
    const memberships = await manager.find(CompanyMembership, { where: { companyId }, relations: { user: true } });
    const staff = memberships
      .filter((m) => m.user)
      .map((m) => collaborator(m.user!, m.role))
      .sort((a, b) => a.role.id - b.role.id || a.name.localeCompare(b.name, 'pt-BR') || a.email.localeCompare(b.email));
    return { staff, allowedRoles: assignableRoles(viewer).map(roleInfo), canEdit: canManageStaff(viewer) };
  }

  /**
   * Adds (an unknown e-mail gets an invited account and the invitation e-mail), changes the
   * role of, or with role null removes a collaborator; role null on one's own e-mail unlinks.
   * The company row is locked so two requests cannot both remove "the other" owner.
   */
  async updateCollaborator(user: AuthUser, input: UpdateCollaboratorInput): Promise<UpdateCollaboratorResult> {
    const outcome = await transaction(this.dataSource, async (manager): Promise<Outcome> => {
      const { company, viewer } = await this.access.access(manager, user, input.companyId, true);
      const target = await this.users.findByEmail(input.email, manager);
      const membership = target
        ? await manager.findOne(CompanyMembership, { where: { companyId: company.id, userId: target.id } })
        : null;
      const ownerCount = await manager.count(CompanyMembership, { where: { companyId: company.id, role: Role.Owner } });
      const refusal = collaboratorChangeRefusal(viewer, {
        currentRole: membership?.role ?? null,
        newRole: input.role,
        isSelf: target?.id === user.id,
        ownerCount,
      });
      if (refusal) {
        const message = MESSAGES[refusal.message];
        throw ApiError.fields({ [refusal.field]: [message] }, message, refusal.status);
      }
      if (input.role === null) {
        await this.remove(manager, company, target!);
        return { result: { collaborator: null, created: false } };
      }
      if (!target) return this.invite(manager, user, company, input.email, input.name, input.role);
      if (membership) {
        membership.role = input.role;
        await manager.save(membership);
      } else {
        await manager.insert(CompanyMembership, { companyId: company.id, userId: target.id, role: input.role, createdAt: new Date() });
      }
      return { result: { collaborator: collaborator(target, input.role), created: false } };
    });
    if (outcome.invited) await this.sendInvitation(outcome.invited.user, outcome.invited.companyName, user);
    return outcome.result;
  }

  private async remove(manager: EntityManager, company: Company, target: User): Promise<void> {
    await manager.delete(CompanyMembership, { companyId: company.id, userId: target.id });
    await manager.delete(ActiveCompany, { companyId: company.id, userId: target.id });
    this.live.accessChanged(manager, company.id);
  }

  /**
   * A new account for an unknown e-mail: the name is required then ("Nome não pode ser vazio").
   * It sends an e-mail from our sender to any address, so it counts against the inviter's and
   * the company's invitation limits (a 429 rolls the transaction back: nothing is written).
   */
  private async invite(manager: EntityManager, inviter: AuthUser, company: Company, email: string, name: string, role: Role): Promise<Outcome> {
    if (name.length === 0) throw ApiError.fields({ name: [MESSAGES.nameEmpty] });
    await this.rateLimit.consumeAll([
      { limit: LIMITS.invitationsPerUserHour, subject: String(inviter.id) },
      { limit: LIMITS.invitationsPerUserDay, subject: String(inviter.id) },
      { limit: LIMITS.invitationsPerCompanyHour, subject: String(company.id) },
      { limit: LIMITS.invitationsPerCompanyDay, subject: String(company.id) },
    ]);
    const invited = await this.users.createInvited(email, name, manager);
    await manager.insert(CompanyMembership, { companyId: company.id, userId: invited.id, role, createdAt: new Date() });
    return {
      result: { collaborator: collaborator(invited, role), created: true },
      invited: { user: invited, companyName: company.fantasyName },
    };
  }

  /**
   * After the commit, so no e-mail announces an account a rollback undid. A failure is
   * logged, not answered: the account and membership exist, and "Esqueceu sua senha?"
   * sends the same password-setting link.
   */
  private async sendInvitation(invited: User, companyName: string, inviter: AuthUser): Promise<void> {
    try {
      await this.mail.sendInvitation(invited, companyName, { name: inviter.firstName, email: inviter.email });
    } catch (error) {
      this.logger.error(`invitation to user ${invited.id} not sent: ${String(error)}`);
    }
  }

  /**
   * Looks an e-mail up for the add-collaborator dialog. Only someone who manages staff may
   * (that company when `companyId` is given, any company otherwise): accounts are not an
   * open directory, and lookups are limited per user (30 an hour). `isStaff` tells whether the
   * user already belongs to that company.
   */
  async findUserByEmail(user: AuthUser, email: string, companyId: number | undefined): Promise<FoundUser> {
    await this.rateLimit.consume(LIMITS.userLookupsPerUser, String(user.id));
    const manager = this.dataSource.manager;
    if (companyId !== undefined) {
      const { viewer } = await this.access.access(manager, user, companyId);
      if (!canManageStaff(viewer)) throw forbidden(MESSAGES.staffManageForbidden);
    } else if (!user.isSysAdmin && !(await this.managesSomeCompany(manager, user))) {
      throw forbidden(MESSAGES.staffManageForbidden);
    }
    const found = await this.users.findByEmail(email, manager);
    if (!found) return null;
    const answer: NonNullable<FoundUser> = { first_name: found.firstName, email: found.email };
    if (companyId !== undefined) {
      answer.isStaff = (await manager.count(CompanyMembership, { where: { companyId, userId: found.id } })) > 0;
    }
    return answer;
  }

  private async managesSomeCompany(manager: EntityManager, user: AuthUser): Promise<boolean> {
    const count = await manager.count(CompanyMembership, { where: { userId: user.id, role: In(ALL_ROLES.filter(canManageCompany)) } });
    return count > 0;
  }
}

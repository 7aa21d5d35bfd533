import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canAdministerCompanyMode,
  canDeleteCompany,
  canEditCompany,
  COMPANY_CHOICES,
  type Company as CompanyDto,
  type Choices,
  type CompanyViewer,
  type DeletedCompany,
  dateDaysAhead,
  endOfDayInBrasilia,
  MESSAGES,
  type MyCompanies,
  type NewCompanyInput,
  parsePeriod,
  Role,
  TRIAL_DAYS,
  type UpdateCompanyInput,
} from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { ActiveCompany } from './active-company.entity.js';
import { CompanyAccessService } from './company-access.service.js';
import { CompanyCreationPolicy } from './company-creation-policy.js';
import { CompanyMembership } from './company-membership.entity.js';
import { companyView } from './company-view.js';
import { Company } from './company.entity.js';
import { entityColumns } from '../database/raw-rows.js';
import { wholeSeconds } from '../database/timestamps.js';
import { transaction } from '../database/transaction.js';

const byFantasyName = (a: CompanyDto, b: CompanyDto) =>
  a.fantasy_name.localeCompare(b.fantasy_name, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id;

/** Companies as the caller sees them (one clock for the whole list), by fantasy name. */
function listView(entries: { company: Company; role: Role | null }[], user: AuthUser): CompanyDto[] {
  const now = new Date();
  return entries.map(({ company, role }) => companyView(company, { isSysAdmin: user.isSysAdmin, role }, now)).sort(byFantasyName);
}

type ModeAction = (company: Company) => void;

/** Company reading, creation, editing, deletion, selection and the system administrator's mode actions. */
@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CompanyAccessService,
    private readonly creationPolicy: CompanyCreationPolicy,
  ) {}

  choices(): Choices {
    return {
      business_model: [...COMPANY_CHOICES.business_model],
      sector: [...COMPANY_CHOICES.sector],
      revenue: [...COMPANY_CHOICES.revenue],
      reach: [...COMPANY_CHOICES.reach],
    };
  }

  async basicInfo(user: AuthUser, id: number): Promise<CompanyDto> {
    const { company, viewer } = await this.access.access(this.dataSource.manager, user, id);
    return companyView(company, viewer);
  }

  /** The caller's own companies (memberships only, also for a system administrator). */
  async myCompanies(user: AuthUser): Promise<MyCompanies> {
    const rows = await this.memberRows(this.dataSource.manager, user);
    const companies = this.memberView(rows, user);
    // Every row carries the caller's active company and purchase; with no row neither matters.
    const activeId = rows[0]?.active_id as number | null | undefined;
    return {
      companies,
      canCreateCompany: this.creationPolicy.allows(user, companies.some((c) => c.isOwner), Number(rows[0]?.bought) === 1),
      activeCompanyId: companies.some((c) => c.id === activeId) ? activeId! : null,
    };
  }

  /** Administration list: every company for a system administrator, the caller's otherwise. */
  async adminCompanies(user: AuthUser): Promise<CompanyDto[]> {
    const manager = this.dataSource.manager;
    if (!user.isSysAdmin) return this.memberView(await this.memberRows(manager, user), user);
    const [companies, memberships] = await Promise.all([
      manager.find(Company),
      manager.find(CompanyMembership, { where: { userId: user.id } }),
    ]);
    const roles = new Map(memberships.map((m) => [m.companyId, m.role]));
    return listView(
      companies.map((company) => ({ company, role: roles.get(company.id) ?? null })),
      user,
    );
  }

  /**
   * The caller's memberships with their companies, active company and whether they bought
   * a plan, in one query written once (get_my_companies is every page's first call).
   */
  private memberRows(manager: EntityManager, user: AuthUser): Promise<Record<string, unknown>[]> {
    const { select } = entityColumns(manager.connection, Company, 'c');
    return manager.query(
      `SELECT ${select}, m.role AS m_role,
        (SELECT a.company_id FROM user_active_companies a WHERE a.user_id = m.user_id) AS active_id,
        EXISTS (SELECT 1 FROM purchases p WHERE p.buyer_id = m.user_id AND p.status = 'approved') AS bought
      FROM company_memberships m INNER JOIN companies c ON c.id = m.company_id WHERE m.user_id = ?`,
      [user.id],
    );
  }

  private memberView(rows: Record<string, unknown>[], user: AuthUser): CompanyDto[] {
    const { hydrate } = entityColumns(this.dataSource, Company, 'c');
    return listView(
      rows.map((row) => ({ company: hydrate(row), role: row.m_role as Role })),
      user,
    );
  }

  /**
   * A demo company with a 30-day trial (open to the end of the 30th day, Brasília, like an
   * unlock "until" a date) and the creator as Proprietário (docs/domain/companies-and-roles.md); it becomes the
   * creator's active company.
   */
  create(user: AuthUser, input: NewCompanyInput): Promise<CompanyDto> {
    return transaction(this.dataSource, async (manager) => {
      if (!(await this.creationPolicy.canCreateCompany(manager, user))) {
        throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.createCompanyForbidden);
      }
      const now = new Date();
      const company = await manager.save(
        manager.create(Company, {
          fantasyName: input.fantasy_name,
          name: input.fantasy_name,
          description: input.description,
          email: user.email,
          businessModel: input.business_model,
          sector: input.sector,
          revenue: input.revenue,
          reach: input.reach,
          plan: 'demo',
          blocked: false,
          lockDate: endOfDayInBrasilia(parsePeriod(dateDaysAhead(TRIAL_DAYS, now))!),
          dateJoined: wholeSeconds(now),
          createdBy: user.id,
        }),
      );
      await manager.save(
        manager.create(CompanyMembership, { companyId: company.id, userId: user.id, role: Role.Owner, createdAt: now }),
      );
      await this.storeActive(manager, user.id, company.id);
      return companyView(company, { isSysAdmin: user.isSysAdmin, role: Role.Owner }, now);
    });
  }

  /** Owner, admin or system administrator; `name` follows `fantasy_name` (no form sets a legal name). */
  update(user: AuthUser, input: UpdateCompanyInput): Promise<CompanyDto> {
    return transaction(this.dataSource, async (manager) => {
      const { company, viewer } = await this.access.access(manager, user, input.id, true);
      if (!canEditCompany(viewer)) throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.companyEditForbidden);
      company.fantasyName = input.fantasy_name;
      company.name = input.fantasy_name;
      company.description = input.description;
      await manager.save(company);
      return companyView(company, viewer);
    });
  }

  /** Owner or system administrator; the refusal is reported under `delete_company` for the dialog. */
  delete(user: AuthUser, id: number): Promise<DeletedCompany> {
    return transaction(this.dataSource, async (manager) => {
      const { company, viewer } = await this.access.access(manager, user, id, true);
      if (!canDeleteCompany(viewer)) {
        throw ApiError.fields({ delete_company: [MESSAGES.deleteCompanyForbidden] }, MESSAGES.deleteCompanyForbidden, HttpStatus.FORBIDDEN);
      }
      // Memberships and active-company rows go with it (ON DELETE CASCADE; TypeORM turns
      // SQLite's foreign keys on for every connection).
      await manager.delete(Company, { id: company.id });
      return { id };
    });
  }

  /** Any member (or a system administrator) may make the company their active one. */
  setActive(user: AuthUser, id: number): Promise<CompanyDto> {
    return transaction(this.dataSource, async (manager) => {
      const { company, viewer } = await this.access.access(manager, user, id);
      await this.storeActive(manager, user.id, company.id);
      return companyView(company, viewer);
    });
  }

  private async storeActive(manager: EntityManager, userId: number, companyId: number): Promise<void> {
    await manager.upsert(ActiveCompany, { userId, companyId, updatedAt: new Date() }, ['userId']);
  }

  lock(user: AuthUser, id: number): Promise<CompanyDto> {
    return this.modeAction(user, id, (company) => {
      company.blocked = true;
    });
  }

  /** Not blocked any more, open until the end of `date` (Brasília). */
  unlock(user: AuthUser, id: number, date: string): Promise<CompanyDto> {
    const lockDate = untilEndOf(date);
    return this.modeAction(user, id, (company) => {
      company.blocked = false;
      company.lockDate = lockDate;
    });
  }

  /** The lock date moves to the end of `date` (Brasília); a blocked company stays blocked. */
  extend(user: AuthUser, id: number, date: string): Promise<CompanyDto> {
    const lockDate = untilEndOf(date);
    return this.modeAction(user, id, (company) => {
      company.lockDate = lockDate;
    });
  }

  toggleDemo(user: AuthUser, id: number): Promise<CompanyDto> {
    return this.modeAction(user, id, (company) => {
      company.plan = company.plan === 'demo' ? 'full' : 'demo';
    });
  }

  /** System administrators only; members who are not get 403, everybody else the 404 of an unknown company. */
  private modeAction(user: AuthUser, id: number, action: ModeAction): Promise<CompanyDto> {
    return transaction(this.dataSource, async (manager) => {
      const { company, viewer } = await this.access.access(manager, user, id, true);
      assertSysAdmin(viewer);
      action(company);
      await manager.save(company);
      return companyView(company, viewer);
    });
  }
}

function assertSysAdmin(viewer: CompanyViewer): void {
  if (!canAdministerCompanyMode(viewer)) throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.sysAdminOnly);
}

function untilEndOf(date: string): Date {
  const period = parsePeriod(date);
  // The schema already refused anything else; this keeps a wrong call from writing garbage.
  if (!period) throw ApiError.fields({ date: [MESSAGES.invalidFutureDate] });
  return endOfDayInBrasilia(period);
}

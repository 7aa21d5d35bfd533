import {
  type Company as CompanyDto,
  type CompanyMode,
  type CompanyViewer,
  deriveCompanyMode,
  remainingDays,
  Role,
  roleInfo,
} from 'contracts';
import type { Company } from './company.entity.js';

/** The company's mode now (0 blocked, 1 demo, 2 full), from its three stored facts. */
export function companyMode(company: Company, now: Date = new Date()): CompanyMode {
  return deriveCompanyMode({ blocked: company.blocked, plan: company.plan, lockDate: company.lockDate }, now);
}

/** A company as one viewer sees it (contracts `companySchema`), mode and days derived now. */
export function companyView(company: Company, viewer: CompanyViewer, now: Date = new Date()): CompanyDto {
  const lockDate = company.lockDate ? company.lockDate.toISOString() : null;
  return {
    id: company.id,
    fantasy_name: company.fantasyName,
    name: company.name,
    description: company.description,
    company_mode: companyMode(company, now),
    company_lock_date: lockDate,
    date_joined: company.dateJoined.toISOString(),
    email: company.email,
    remaining_days: remainingDays(lockDate, now),
    business_model: company.businessModel,
    sector: company.sector,
    revenue: company.revenue,
    reach: company.reach,
    isOwner: viewer.role === Role.Owner,
    isAdmin: viewer.role === Role.Admin,
    isConsultor: viewer.role === Role.Consultant,
    isStaff: viewer.role === Role.Employee,
    isSysAdmin: viewer.isSysAdmin,
    role: viewer.role === null ? null : roleInfo(viewer.role),
  };
}

import { canWriteAnalyses, Role } from 'contracts';
import { useHost, type HostCompany } from 'contracts/client';

/** The caller's role in the company, from the host's per-user flags (null: not a member). */
const roleOf = (company: HostCompany): Role | null =>
  company.isOwner ? Role.Owner : company.isAdmin ? Role.Admin : company.isConsultor ? Role.Consultant : company.isStaff ? Role.Employee : null;

/** Whether the caller may create, edit and delete the current company's analyses (contracts' canWriteAnalyses). */
export function canEditCompanyAnalyses(company: HostCompany | null): boolean {
  return company !== null && canWriteAnalyses({ isSysAdmin: company.isSysAdmin, role: roleOf(company) });
}

/** The analyses' edit controls show only when this is true; role 4 (Funcionário) reads only. */
export function useCanEditAnalyses(): boolean {
  return canEditCompanyAnalyses(useHost().currentCompany);
}

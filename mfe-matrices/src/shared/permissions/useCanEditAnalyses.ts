import { canEditAnalyses, Role } from 'contracts';
import { useHost, type HostCompany } from 'contracts/client';

/** The caller's role in the company, from the host's per-user flags (null: not a member). */
const roleOf = (company: HostCompany): Role | null =>
  company.isOwner ? Role.Owner : company.isAdmin ? Role.Admin : company.isConsultor ? Role.Consultant : company.isStaff ? Role.Employee : null;

/** Whether the caller may create, edit and delete the current company's analyses (DECISIONS.md §3: roles 1–3, system administrators). */
export function canEditCompanyAnalyses(company: HostCompany | null): boolean {
  if (!company) return false;
  const role = roleOf(company);
  return company.isSysAdmin || (role !== null && canEditAnalyses(role));
}

/** The analyses' edit controls show only when this is true; role 4 (Funcionário) reads only. */
export function useCanEditAnalyses(): boolean {
  return canEditCompanyAnalyses(useHost().currentCompany);
}

import type { MessageKey } from './messages.js';
import { ALL_ROLES, canManageCompany, isRole, Role } from './roles.js';

/**
 * Who may do what on a company (docs/domain/companies-and-roles.md), as pure
 * functions the server enforces and the client uses to show or hide controls.
 */

/** The person acting: their role in this company (null when not a member) and the sysadmin flag. */
export interface CompanyViewer {
  isSysAdmin: boolean;
  role: Role | null;
}

/** The viewer a company answer describes: the caller's role in it and the sysadmin flag. */
export const viewerOfCompany = (company: { isSysAdmin: boolean; role: { id: number } | null }): CompanyViewer => ({
  isSysAdmin: company.isSysAdmin,
  role: company.role !== null && isRole(company.role.id) ? company.role.id : null,
});

/** Any member reads the company; a system administrator reads every company. */
export const canSeeCompany = (viewer: CompanyViewer): boolean => viewer.isSysAdmin || viewer.role !== null;

/** Owner, admin and system administrator edit the company (and manage its staff). */
export const canEditCompany = (viewer: CompanyViewer): boolean =>
  viewer.isSysAdmin || (viewer.role !== null && canManageCompany(viewer.role));

export const canManageStaff = (viewer: CompanyViewer): boolean => canEditCompany(viewer);

/** Roles the viewer may assign: 2–4 for owner/admin, 1–4 for a system administrator, none otherwise. */
export const assignableRoles = (viewer: CompanyViewer): Role[] =>
  viewer.isSysAdmin ? [...ALL_ROLES] : canEditCompany(viewer) ? [Role.Admin, Role.Consultant, Role.Employee] : [];

/** Owner, admin and system administrator buy plans for the company (members read plans and purchases). */
export const canBuyPlan = (viewer: CompanyViewer): boolean => canEditCompany(viewer);

/** Only the owner or a system administrator deletes a company. */
export const canDeleteCompany = (viewer: CompanyViewer): boolean => viewer.isSysAdmin || viewer.role === Role.Owner;

/** A non-owner member may unlink themselves. */
export const canUnlink = (viewer: CompanyViewer): boolean => viewer.role !== null && viewer.role !== Role.Owner;

/** Lock, unlock, extend and toggle demo: system administrators only. */
export const canAdministerCompanyMode = (viewer: CompanyViewer): boolean => viewer.isSysAdmin;

/**
 * The role select and "excluir" show for a system administrator, or when the viewer can
 * edit the company and the collaborator is not the owner.
 */
export const showRoleSelect = (viewer: CompanyViewer, collaborator: { isOwner: boolean }): boolean =>
  viewer.isSysAdmin || (canEditCompany(viewer) && !collaborator.isOwner);

/** A requested collaborator change, as the server sees it. */
export interface CollaboratorChange {
  /** The collaborator's current role in the company, null when not a member. */
  currentRole: Role | null;
  /** The role asked for; null removes (or, on oneself, unlinks). */
  newRole: Role | null;
  /** The collaborator is the viewer. */
  isSelf: boolean;
  /** How many owners the company has now. */
  ownerCount: number;
}

/** Why a collaborator change is refused: the HTTP status and the MESSAGES key of its pt-BR text. */
export interface ChangeRefusal {
  status: 400 | 403 | 409;
  field: 'general' | 'email' | 'role';
  message: MessageKey;
}

/**
 * null when the viewer may make the change, otherwise why not. Rules: a non-owner unlinks
 * themselves; otherwise only owner/admin/system administrator manage staff, assigning 2–4;
 * only a system administrator assigns role 1 or changes/removes an owner; the last owner is
 * never removed or demoted; removing someone who is not a member is a 400.
 */
export function collaboratorChangeRefusal(viewer: CompanyViewer, change: CollaboratorChange): ChangeRefusal | null {
  const { currentRole, newRole, isSelf, ownerCount } = change;
  const unlinkingSelf = isSelf && newRole === null && currentRole !== null && currentRole !== Role.Owner;
  if (unlinkingSelf) return null;
  if (!canManageStaff(viewer)) return { status: 403, field: 'general', message: 'staffManageForbidden' };
  if (currentRole === null && newRole === null) return { status: 400, field: 'email', message: 'notCollaborator' };
  if (!viewer.isSysAdmin && (newRole === Role.Owner || currentRole === Role.Owner)) {
    return { status: 403, field: 'role', message: 'assignOwnerForbidden' };
  }
  if (currentRole === Role.Owner && newRole !== Role.Owner && ownerCount <= 1) {
    return { status: 409, field: 'role', message: 'lastOwner' };
  }
  return null;
}

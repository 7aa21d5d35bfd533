import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canDeleteCompany,
  canEditCompany,
  canSeeCompany,
  canUnlink,
  collaboratorChangeRefusal,
  type CompanyViewer,
  showRoleSelect,
  viewerOfCompany,
} from './company-permissions.js';
import { Role } from './roles.js';

const owner: CompanyViewer = { isSysAdmin: false, role: Role.Owner };
const admin: CompanyViewer = { isSysAdmin: false, role: Role.Admin };
const consultant: CompanyViewer = { isSysAdmin: false, role: Role.Consultant };
const employee: CompanyViewer = { isSysAdmin: false, role: Role.Employee };
const outsider: CompanyViewer = { isSysAdmin: false, role: null };
const sysAdmin: CompanyViewer = { isSysAdmin: true, role: null };

describe('company permissions', () => {
  it('reads the viewer from a company answer: its role id, or none for a sysadmin outside it', () => {
    expect(viewerOfCompany({ isSysAdmin: false, role: { id: 2 } })).toEqual(admin);
    expect(viewerOfCompany({ isSysAdmin: true, role: null })).toEqual(sysAdmin);
    expect(viewerOfCompany({ isSysAdmin: false, role: { id: 9 } })).toEqual(outsider);
  });

  it('lets members and system administrators see a company, nobody else', () => {
    expect([owner, admin, consultant, employee, outsider, sysAdmin].map(canSeeCompany)).toEqual([true, true, true, true, false, true]);
  });

  it('lets owner, admin and system administrator edit; only owner and system administrator delete', () => {
    expect([owner, admin, consultant, employee, outsider, sysAdmin].map(canEditCompany)).toEqual([true, true, false, false, false, true]);
    expect([owner, admin, consultant, employee, outsider, sysAdmin].map(canDeleteCompany)).toEqual([true, false, false, false, false, true]);
  });

  it('offers roles 2-4 to owner and admin, 1-4 to a system administrator, none to the rest', () => {
    expect(assignableRoles(owner)).toEqual([2, 3, 4]);
    expect(assignableRoles(admin)).toEqual([2, 3, 4]);
    expect(assignableRoles(sysAdmin)).toEqual([1, 2, 3, 4]);
    expect(assignableRoles(consultant)).toEqual([]);
    expect(assignableRoles(employee)).toEqual([]);
  });

  it('lets non-owner members unlink themselves', () => {
    expect([owner, admin, consultant, employee, outsider, sysAdmin].map(canUnlink)).toEqual([false, true, true, true, false, false]);
  });

  it('shows the role select by the seed rule', () => {
    const ownerRow = { isOwner: true };
    const otherRow = { isOwner: false };
    expect(showRoleSelect(sysAdmin, ownerRow)).toBe(true);
    expect(showRoleSelect(owner, ownerRow)).toBe(false);
    expect(showRoleSelect(owner, otherRow)).toBe(true);
    expect(showRoleSelect(admin, otherRow)).toBe(true);
    expect(showRoleSelect(consultant, otherRow)).toBe(false);
    expect(showRoleSelect(employee, otherRow)).toBe(false);
  });

  describe('collaborator changes', () => {
    const change = (currentRole: Role | null, newRole: Role | null, isSelf = false, ownerCount = 1) => ({
      currentRole,
      newRole,
      isSelf,
      ownerCount,
    });

    it('lets a non-owner member unlink themselves, whatever their role', () => {
      for (const viewer of [admin, consultant, employee]) {
        expect(collaboratorChangeRefusal(viewer, change(viewer.role, null, true))).toBeNull();
      }
    });

    it('refuses staff changes from consultants and employees', () => {
      for (const viewer of [consultant, employee]) {
        expect(collaboratorChangeRefusal(viewer, change(Role.Employee, null))).toMatchObject({ status: 403, message: 'staffManageForbidden' });
        expect(collaboratorChangeRefusal(viewer, change(null, Role.Employee))).toMatchObject({ status: 403 });
      }
    });

    it('reserves role 1 and owner changes to a system administrator', () => {
      expect(collaboratorChangeRefusal(admin, change(null, Role.Owner))).toMatchObject({ status: 403, message: 'assignOwnerForbidden' });
      expect(collaboratorChangeRefusal(owner, change(Role.Employee, Role.Owner))).toMatchObject({ status: 403 });
      expect(collaboratorChangeRefusal(admin, change(Role.Owner, Role.Admin, false, 2))).toMatchObject({ status: 403 });
      expect(collaboratorChangeRefusal(owner, change(Role.Owner, null, true, 2))).toMatchObject({ status: 403 });
      expect(collaboratorChangeRefusal(sysAdmin, change(null, Role.Owner))).toBeNull();
      expect(collaboratorChangeRefusal(sysAdmin, change(Role.Owner, Role.Admin, false, 2))).toBeNull();
    });

    it('never lets the last owner go', () => {
      expect(collaboratorChangeRefusal(sysAdmin, change(Role.Owner, null))).toMatchObject({ status: 409, message: 'lastOwner' });
      expect(collaboratorChangeRefusal(sysAdmin, change(Role.Owner, Role.Employee))).toMatchObject({ status: 409 });
      expect(collaboratorChangeRefusal({ isSysAdmin: true, role: Role.Owner }, change(Role.Owner, null, true))).toMatchObject({ status: 409 });
    });

    it('lets owner and admin add, re-role and remove non-owners', () => {
      for (const viewer of [owner, admin]) {
        expect(collaboratorChangeRefusal(viewer, change(null, Role.Admin))).toBeNull();
        expect(collaboratorChangeRefusal(viewer, change(Role.Consultant, Role.Employee))).toBeNull();
        expect(collaboratorChangeRefusal(viewer, change(Role.Admin, null))).toBeNull();
      }
    });

    it('answers 400 when removing someone who is not a member', () => {
      expect(collaboratorChangeRefusal(owner, change(null, null))).toMatchObject({ status: 400, field: 'email', message: 'notCollaborator' });
    });
  });
});

/** Company roles. */
export const Role = {
  Owner: 1,
  Admin: 2,
  Consultant: 3,
  Employee: 4,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLE_NAMES: Record<Role, string> = {
  1: 'Proprietário',
  2: 'Admin',
  3: 'Consultor',
  4: 'Funcionário',
};

export const ALL_ROLES: readonly Role[] = [Role.Owner, Role.Admin, Role.Consultant, Role.Employee];

/** Default role of a new collaborator. */
export const DEFAULT_COLLABORATOR_ROLE: Role = Role.Employee;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'number' && (ALL_ROLES as readonly number[]).includes(value);

/** Roles that may create, edit and delete analyses (docs/domain/companies-and-roles.md). */
export const canEditAnalyses = (role: Role): boolean => role !== Role.Employee;

/** Roles that may edit the company and manage its staff (system administrators aside). */
export const canManageCompany = (role: Role): boolean => role === Role.Owner || role === Role.Admin;

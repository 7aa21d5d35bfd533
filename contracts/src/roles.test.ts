import { describe, expect, it } from 'vitest';
import { ALL_ROLES, canEditAnalyses, canManageCompany, DEFAULT_COLLABORATOR_ROLE, isRole, Role, ROLE_NAMES } from './roles.js';

describe('roles', () => {
  it('are 1 Proprietário, 2 Admin, 3 Consultor, 4 Funcionário; a new collaborator is a Funcionário', () => {
    expect(ALL_ROLES.map((role) => [role, ROLE_NAMES[role]])).toEqual([
      [1, 'Proprietário'],
      [2, 'Admin'],
      [3, 'Consultor'],
      [4, 'Funcionário'],
    ]);
    expect(DEFAULT_COLLABORATOR_ROLE).toBe(Role.Employee);
  });

  it('recognises only the four role numbers', () => {
    expect([1, 2, 3, 4].every(isRole)).toBe(true);
    for (const value of [0, 5, 1.5, '1', null, undefined, Number.NaN]) expect(isRole(value)).toBe(false);
  });

  it('lets roles 1–3 edit analyses and roles 1–2 manage the company (docs/domain/companies-and-roles.md)', () => {
    expect(ALL_ROLES.map(canEditAnalyses)).toEqual([true, true, true, false]);
    expect(ALL_ROLES.map(canManageCompany)).toEqual([true, true, false, false]);
  });
});

import { type ChartPoint, CompanyMode, ROLE_NAMES, type Company, type Role } from '../index.js';

/**
 * Tests only: a company as the server answers it (`companySchema`) for a caller with `role`
 * (null: a system administrator outside it, when `overrides` sets `isSysAdmin`). A full
 * company, no lock date, created 05/03/2024, unless `overrides` says otherwise.
 */
export function testCompany(id: number, fantasyName: string, role: Role | null = 1, overrides: Partial<Company> = {}): Company {
  return {
    id,
    fantasy_name: fantasyName,
    name: fantasyName,
    description: '',
    company_mode: CompanyMode.Full,
    company_lock_date: null,
    date_joined: '2024-03-05T12:00:00.000Z',
    email: 'contato@example.com',
    remaining_days: null,
    business_model: 1,
    sector: 1,
    revenue: 1,
    reach: 1,
    isOwner: role === 1,
    isAdmin: role === 2,
    isConsultor: role === 3,
    isStaff: role === 4,
    isSysAdmin: false,
    role: role === null ? null : { id: role, name: ROLE_NAMES[role] },
    ...overrides,
  };
}

/** A role as the staff calls answer it. */
export const testRoleInfo = (role: Role) => ({ id: role, name: ROLE_NAMES[role] });

/** Tests only: a chart point with every number 0, growth and y unknown (null), params unknown. */
export function testChartPoint(): ChartPoint {
  return {
    count: 0,
    x: 0,
    participation: 0,
    y: null,
    growth: null,
    r: 0,
    siblings: 0,
    amount: 0,
    cost: 0,
    contrib: 0,
    contribMargValue: 0,
    contribMargPerc: 0,
    faturamento: 0,
    expenses: 0,
    params: { minX: null, maxX: null, minY: null, maxY: null, minR: null, maxR: null, siblings: 0 },
  };
}

import { describe, expect, it } from 'vitest';
import { analysisRefusal, canReadAnalyses, canWriteAnalyses, demoLimitReached } from './analysis-permissions.js';
import { CompanyMode } from './company-mode.js';
import type { CompanyViewer } from './company-permissions.js';
import { ALL_ROLES } from './roles.js';

const [owner, admin, consultant, employee] = ALL_ROLES.map((role): CompanyViewer => ({ isSysAdmin: false, role }));
const outsider: CompanyViewer = { isSysAdmin: false, role: null };
const sysAdmin: CompanyViewer = { isSysAdmin: true, role: null };
const everyone = [owner, admin, consultant, employee, outsider, sysAdmin];

describe('analysis permissions (docs/domain/companies-and-roles.md)', () => {
  it('lets members and system administrators read, roles 1-3 and system administrators write', () => {
    expect(everyone.map(canReadAnalyses)).toEqual([true, true, true, true, false, true]);
    expect(everyone.map(canWriteAnalyses)).toEqual([true, true, true, false, false, true]);
  });

  it('answers 404 to a non-member whatever the mode, never revealing the company', () => {
    for (const mode of [CompanyMode.Blocked, CompanyMode.Demo, CompanyMode.Full]) {
      expect(analysisRefusal(outsider, mode, 'read')).toEqual({ status: 404, message: 'companyNotFound' });
    }
  });

  it('refuses a Funcionário’s writes with 403, not their reads', () => {
    expect(analysisRefusal(employee, CompanyMode.Demo, 'read')).toBeNull();
    expect(analysisRefusal(employee, CompanyMode.Full, 'write')).toEqual({ status: 403, message: 'analysisEditForbidden' });
    expect(analysisRefusal(consultant, CompanyMode.Full, 'write')).toBeNull();
    expect(analysisRefusal(sysAdmin, CompanyMode.Demo, 'write')).toBeNull();
  });

  it('closes a blocked company to every member and to system administrators', () => {
    for (const viewer of [owner, employee, sysAdmin]) {
      for (const action of ['read', 'write'] as const) {
        expect(analysisRefusal(viewer, CompanyMode.Blocked, action)).toEqual({ status: 403, message: 'companyBlocked' });
      }
    }
  });

  it('limits a demo company to 1 ambiental, 1 SWOT, 3 MCP and 3 multifatorial; a full company has no limit', () => {
    expect(demoLimitReached('ambiental', CompanyMode.Demo, 0)).toBe(false);
    expect(demoLimitReached('ambiental', CompanyMode.Demo, 1)).toBe(true);
    expect(demoLimitReached('swot', CompanyMode.Demo, 1)).toBe(true);
    expect(demoLimitReached('mcp', CompanyMode.Demo, 2)).toBe(false);
    expect(demoLimitReached('mcp', CompanyMode.Demo, 3)).toBe(true);
    expect(demoLimitReached('multifatorial', CompanyMode.Demo, 4)).toBe(true);
    expect(demoLimitReached('mcp', CompanyMode.Full, 100)).toBe(false);
  });
});

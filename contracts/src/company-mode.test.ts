import { describe, expect, it } from 'vitest';
import { CompanyMode, companyStatusText, deriveCompanyMode, remainingDays, trialNotice } from './company-mode.js';

const now = new Date('2025-06-15T12:00:00Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('deriveCompanyMode (docs/domain/companies-and-roles.md)', () => {
  it('is 0 when blocked, whatever the plan and lock date', () => {
    expect(deriveCompanyMode({ blocked: true, plan: 'full', lockDate: daysFromNow(10) }, now)).toBe(CompanyMode.Blocked);
    expect(deriveCompanyMode({ blocked: true, plan: 'demo', lockDate: null }, now)).toBe(CompanyMode.Blocked);
  });

  it('is 0 once the lock date is past, to the millisecond', () => {
    expect(deriveCompanyMode({ blocked: false, plan: 'full', lockDate: new Date(now.getTime() - 1) }, now)).toBe(CompanyMode.Blocked);
    expect(deriveCompanyMode({ blocked: false, plan: 'demo', lockDate: now }, now)).toBe(CompanyMode.Demo);
  });

  it('is 1 for a demo plan and 2 for a full one while open, with or without a lock date', () => {
    expect(deriveCompanyMode({ blocked: false, plan: 'demo', lockDate: daysFromNow(3) }, now)).toBe(CompanyMode.Demo);
    expect(deriveCompanyMode({ blocked: false, plan: 'full', lockDate: daysFromNow(3).toISOString() }, now)).toBe(CompanyMode.Full);
    expect(deriveCompanyMode({ blocked: false, plan: 'full', lockDate: null }, now)).toBe(CompanyMode.Full);
  });
});

describe('remainingDays', () => {
  it('floors whole days to the lock date, from a Date or an ISO text', () => {
    expect(remainingDays(daysFromNow(30), now)).toBe(30);
    expect(remainingDays(new Date(daysFromNow(30).getTime() - 1).toISOString(), now)).toBe(29);
    expect(remainingDays(daysFromNow(0.5), now)).toBe(0);
  });

  it('is negative once past, and null without a (valid) lock date', () => {
    expect(remainingDays(daysFromNow(-0.5), now)).toBe(-1);
    expect(remainingDays(daysFromNow(-3), now)).toBe(-3);
    expect(remainingDays(null, now)).toBeNull();
    expect(remainingDays('not a date', now)).toBeNull();
  });

  it('counts a trial created at any hour of day one in Brasília as 30 days (lock at the end of the 30th day)', () => {
    const lock = new Date('2025-07-16T02:59:59Z'); // 15 July 23:59:59 in Brasília
    expect(remainingDays(lock, new Date('2025-06-15T03:00:00Z'))).toBe(30); // 00:00 in Brasília
    expect(remainingDays(lock, new Date('2025-06-16T02:59:58Z'))).toBe(30); // 23:59:58 in Brasília
    expect(remainingDays(lock, new Date('2025-06-16T03:00:00Z'))).toBe(29); // the next day
  });
});

describe('trialNotice', () => {
  it('says "N dias restantes" from 0 up, "N dias" when negative', () => {
    expect(trialNotice(30)).toBe('30 dias restantes');
    expect(trialNotice(0)).toBe('0 dias restantes');
    expect(trialNotice(-2)).toBe('-2 dias');
  });
});

describe('companyStatusText (reading A)', () => {
  const format = (iso: string) => `«${iso.slice(0, 10)}»`;

  it('names each mode, with the lock date when there is one', () => {
    expect(companyStatusText(CompanyMode.Blocked, '2025-01-01T00:00:00Z', format)).toBe('Acesso bloqueado');
    expect(companyStatusText(CompanyMode.Demo, null, format)).toBe('Acesso experimental liberado');
    expect(companyStatusText(CompanyMode.Demo, '2025-07-16T02:59:59Z', format)).toBe('Experimente até: «2025-07-16»');
    expect(companyStatusText(CompanyMode.Full, null, format)).toBe('Acesso liberado');
    expect(companyStatusText(CompanyMode.Full, '2026-01-01T00:00:00Z', format)).toBe('Liberado até: «2026-01-01»');
  });
});

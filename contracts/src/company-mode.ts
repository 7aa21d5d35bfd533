/**
 * Company modes (docs/domain/companies-and-roles.md): 0 = blocked, 1 = demo/trial, 2 = full.
 * Derived on the server from three stored facts; never stored itself.
 */
export const CompanyMode = {
  Blocked: 0,
  Demo: 1,
  Full: 2,
} as const;
export type CompanyMode = (typeof CompanyMode)[keyof typeof CompanyMode];

export type CompanyPlan = 'demo' | 'full';

export interface CompanyModeFacts {
  blocked: boolean;
  plan: CompanyPlan;
  /** ISO string or Date; null when the company has no lock date. */
  lockDate: Date | string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** blocked, or lock date in the past → 0; else demo → 1; else 2. */
export function deriveCompanyMode(facts: CompanyModeFacts, now: Date = new Date()): CompanyMode {
  if (facts.blocked) return CompanyMode.Blocked;
  if (facts.lockDate !== null && toDate(facts.lockDate).getTime() < now.getTime()) return CompanyMode.Blocked;
  return facts.plan === 'demo' ? CompanyMode.Demo : CompanyMode.Full;
}

/** floor((lock date − now) / 24 h), or null without a lock date. */
export function remainingDays(lockDate: Date | string | null, now: Date = new Date()): number | null {
  if (lockDate === null) return null;
  const time = toDate(lockDate).getTime();
  if (Number.isNaN(time)) return null;
  return Math.floor((time - now.getTime()) / DAY_MS);
}

/** Header trial notice: "N dias restantes" when N ≥ 0, "N dias" when negative. */
export function trialNotice(days: number): string {
  return days >= 0 ? `${days} dias restantes` : `${days} dias`;
}

/** The access in words, without a date (reading A's texts for a company without a lock date). */
export function companyAccessText(mode: CompanyMode): string {
  switch (mode) {
    case CompanyMode.Blocked:
      return 'Acesso bloqueado';
    case CompanyMode.Demo:
      return 'Acesso experimental liberado';
    case CompanyMode.Full:
      return 'Acesso liberado';
  }
}

/** Status texts of the company status bar, reading A: dated when there is a lock date. */
export function companyStatusText(mode: CompanyMode, lockDate: string | null, formatDate: (iso: string) => string): string {
  if (mode === CompanyMode.Blocked || !lockDate) return companyAccessText(mode);
  return mode === CompanyMode.Demo ? `Experimente até: ${formatDate(lockDate)}` : `Liberado até: ${formatDate(lockDate)}`;
}

/** Days a new company's trial lasts, and the default date of lock/unlock/extend dialogs. */
export const TRIAL_DAYS = 30;
export const DEFAULT_LOCK_DAYS_AHEAD = 30;

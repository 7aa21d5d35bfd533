import { endOfDayInBrasilia, todayInTimeZone } from './format/date.js';

/**
 * Plans and purchases as pure rules, without zod (docs/domain/plans-and-limits.md), so the plans page loads
 * none of the schemas of payment.ts. Money travels as decimal text with two places ("49.90"):
 * exact on both database drivers and in JSON, where a float would not be; the server stores
 * whole centavos.
 */

// ---------------------------------------------------------------- money

export const MAX_PRODUCT_COST_CENTS = 100_000_000; // R$ 1.000.000,00 a month
export const MAX_PRODUCT_MONTHS = 120;
export const PRODUCT_NAME_MAX_LENGTH = 100;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 1000;
export const MAX_PRODUCT_ORDER = 100_000;

/** Whole centavos → "49.90" (the API's decimal text). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// "49.9", "49.90", "49,90", "1.234,56" is refused (thousands separators are ambiguous).
const DECIMAL_TEXT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * R$ text or number → whole centavos; null for anything that is not a non-negative amount
 * with at most two decimal places (no float rounding: "0.1" + "0.2" stays exact).
 */
export function decimalToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A plan's total in centavos: monthly cost × months. */
export const planTotalCents = (costCents: number, months: number): number => costCents * months;

/** A plan's total as decimal text, from the monthly cost's decimal text. */
export function planTotal(cost: string, months: number): string {
  const cents = decimalToCents(cost);
  return cents === null ? cost : centsToDecimal(planTotalCents(cents, months));
}

// ---------------------------------------------------------------- purchases

/** What the provider last said about a purchase's payment; null while it said nothing final. */
export const PURCHASE_STATUSES = ['approved', 'rejected', 'cancelled', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The status texts the purchases table shows (no status = "Processando"). */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  approved: 'Aprovado',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Estornado',
};
export const PURCHASE_PROCESSING_LABEL = 'Processando';

// ---------------------------------------------------------------- provider notifications

/** A payment as the provider reports it (read back from the provider, never from a notification's body). */
export interface ProviderPayment {
  /** The provider's payment id. */
  id: string;
  /** Our checkout code (`external_reference`). */
  checkoutCode: string;
  /** The status it maps to; null while the payment is pending or in process. */
  status: PurchaseStatus | null;
  /** When the provider last changed the payment: orders the notifications. */
  updatedAt: Date;
  amountCents: number;
  currency: string;
}

/** The part of a purchase the notification rule reads. */
export interface PurchaseState {
  status: PurchaseStatus | null;
  /** The provider's time of the status held now; null before any word from the provider. */
  statusAt: Date | null;
  /** The provider's payment whose word is held; null before any. */
  paymentId: string | null;
  /** Access was granted (once per purchase). */
  approvedAt: Date | null;
  /** A refund or chargeback took that access back (once per purchase). */
  revokedAt: Date | null;
  amountCents: number;
}

/** What a verified payment changes in a purchase; null when it changes nothing. */
export interface PurchaseChange {
  status: PurchaseStatus | null;
  statusAt: Date;
  paymentId: string;
  /** First approval: the company's plan and lock date move, in the same transaction. */
  grantAccess: boolean;
  /**
   * The money of a granted purchase went back (refund, chargeback): its access is taken
   * back, in the same transaction, once.
   */
  revokeAccess: boolean;
}

/** Final words after an approval that mean the payer has the money back (Mercado Pago's charged_back maps to refunded). */
const MONEY_RETURNED: ReadonlySet<PurchaseStatus | null> = new Set<PurchaseStatus | null>(['refunded', 'cancelled', 'rejected']);

/** The provider charged exactly the purchase's amount, in reais. */
export const paidInFull = (current: PurchaseState, payment: ProviderPayment): boolean =>
  payment.currency === 'BRL' && payment.amountCents === current.amountCents;

/**
 * docs/domain/plans-and-limits.md: the provider's newest word wins. A payment older than (or as old as) the
 * status held changes nothing, so a replayed or late notification never overwrites a newer
 * one. Once approved, a purchase follows only the payment that approved it (its refund
 * still counts; a second payment of the same checkout does not). Access is granted on the
 * first approval only, and only when the provider charged the purchase's amount in reais;
 * a full refund or chargeback of that payment takes it back, once (a later approval of a
 * revoked purchase grants nothing: it is a new purchase's to do). A partial refund leaves
 * the payment approved at the provider, so it changes nothing (docs/DECISIONS.md).
 */
export function purchaseChange(current: PurchaseState, payment: ProviderPayment): PurchaseChange | null {
  if (current.statusAt !== null && payment.updatedAt.getTime() <= current.statusAt.getTime()) return null;
  if (current.approvedAt !== null && payment.id !== current.paymentId) return null;
  if (payment.status === 'approved' && !paidInFull(current, payment)) return null;
  return {
    status: payment.status,
    statusAt: payment.updatedAt,
    paymentId: payment.id,
    grantAccess: payment.status === 'approved' && current.approvedAt === null,
    revokeAccess: current.approvedAt !== null && current.revokedAt === null && MONEY_RETURNED.has(payment.status),
  };
}

// ---------------------------------------------------------------- access after a purchase

/** The calendar date `months` after `date`, the day clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
function addMonths(date: { year: number; month: number; day: number }, months: number) {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/**
 * Issue 24: the lock date after a refunded purchase's months are taken back from it (the
 * inverse of renewedLockDate's addition; the end of that day in Brasília).
 */
export function revokedLockDate(lockDate: Date, months: number): Date {
  return endOfDayInBrasilia(addMonths(todayInTimeZone(lockDate), -months));
}

/**
 * docs/domain/plans-and-limits.md: an approved purchase moves the lock date to max(now, lock date) + months,
 * open to the end of that day in Brasília (like a trial or an unlock "until" a date). A lock
 * date in the future is extended from itself, one in the past (or none) from today.
 */
export function renewedLockDate(lockDate: Date | null, months: number, now: Date = new Date()): Date {
  const base = lockDate !== null && lockDate.getTime() > now.getTime() ? lockDate : now;
  return endOfDayInBrasilia(addMonths(todayInTimeZone(base), months));
}

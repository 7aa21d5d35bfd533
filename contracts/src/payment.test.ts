import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endOfDayInBrasilia } from './format/date.js';
import { zodIssuesToFieldErrors } from './envelope.js';
import { MESSAGES } from './messages.js';
import { checkoutCodeSchema, productInputSchema } from './payment.js';
import {
  centsToDecimal,
  decimalToCents,
  planTotal,
  type ProviderPayment,
  purchaseChange,
  type PurchaseState,
  renewedLockDate,
  revokedLockDate,
} from './payment-rules.js';

const errorsOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? {} : zodIssuesToFieldErrors(result.error.issues));

describe('money as decimal text', () => {
  it('reads R$ amounts with a comma or a point, at most two places, into centavos', () => {
    expect(decimalToCents('49,90')).toBe(4990);
    expect(decimalToCents('49.9')).toBe(4990);
    expect(decimalToCents(' 0.05 ')).toBe(5);
    expect(decimalToCents(120)).toBe(12000);
    expect(decimalToCents(39.9)).toBe(3990);
    expect(decimalToCents('0.1')! + decimalToCents('0.2')!).toBe(30);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234,56', '1,999', '-1', '1e3', '49.', '.5', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, -3]) {
      expect(decimalToCents(bad as string), String(bad)).toBeNull();
    }
  });

  it('writes centavos back as decimal text, and totals a plan exactly', () => {
    expect(centsToDecimal(4990)).toBe('49.90');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(planTotal('39.90', 12)).toBe('478.80');
    // 0.1 × 3 in floats is 0.30000000000000004.
    expect(planTotal('0.10', 3)).toBe('0.30');
  });
});

describe('product schema', () => {
  const valid = { name: 'Anual', cost: '39,90', months: 12, description: 'Um ano', incentivar: true, ordem: 3 };

  it('turns the cost into centavos and fills the optional fields', () => {
    expect(productInputSchema.parse(valid)).toEqual({ ...valid, cost: 3990 });
    expect(productInputSchema.parse({ name: 'Mensal', cost: 49.9, months: '1' })).toEqual({
      name: 'Mensal',
      cost: 4990,
      months: 1,
      description: '',
      incentivar: false,
      ordem: 0,
    });
  });

  it('reports every bad field with its pt-BR message', () => {
    expect(errorsOf(productInputSchema.safeParse({ name: ' ', cost: '0', months: 0, incentivar: 'sim', ordem: -1 }))).toEqual({
      name: [MESSAGES.nameRequired],
      cost: [MESSAGES.productCostInvalid],
      months: [MESSAGES.productMonthsInvalid],
      incentivar: [MESSAGES.invalidChoice],
      ordem: [MESSAGES.productOrderInvalid],
    });
    expect(errorsOf(productInputSchema.safeParse({ name: 'X', cost: '10.999', months: 121 }))).toEqual({
      cost: [MESSAGES.productCostInvalid],
      months: [MESSAGES.productMonthsInvalid],
    });
    expect(errorsOf(productInputSchema.safeParse({ name: 'X', cost: true, months: 1.5 }))).toEqual({
      cost: [MESSAGES.productCostInvalid],
      months: [MESSAGES.productMonthsInvalid],
    });
  });
});

describe('checkout codes and statuses', () => {
  it('accepts only 22 base64url characters', () => {
    expect(checkoutCodeSchema.safeParse('AbC_-0123456789abcdefg').success).toBe(true);
    for (const bad of ['', 'short', 'AbC_-0123456789abcdefgh', 'AbC_-0123456789abcde/g', '../../etc/passwd']) {
      expect(checkoutCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('purchaseChange: only the provider\'s newest word counts', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
  const fresh: PurchaseState = { status: null, statusAt: null, paymentId: null, approvedAt: null, revokedAt: null, amountCents: 29940 };
  const payment = (over: Partial<ProviderPayment>): ProviderPayment => ({
    id: '1001',
    checkoutCode: 'AbC_-0123456789abcdefg',
    status: 'approved',
    updatedAt: at(1),
    amountCents: 29940,
    currency: 'BRL',
    ...over,
  });

  it('grants access on the first approval', () => {
    expect(purchaseChange(fresh, payment({}))).toEqual({ status: 'approved', statusAt: at(1), paymentId: '1001', grantAccess: true, revokeAccess: false });
  });

  it('changes nothing for the same word twice or an older one', () => {
    const approved: PurchaseState = { ...fresh, status: 'approved', statusAt: at(5), paymentId: '1001', approvedAt: at(5) };
    expect(purchaseChange(approved, payment({ updatedAt: at(5) }))).toBeNull();
    expect(purchaseChange(approved, payment({ status: 'rejected', updatedAt: at(2) }))).toBeNull();
    const rejected: PurchaseState = { ...fresh, status: 'rejected', statusAt: at(5), paymentId: '1000' };
    expect(purchaseChange(rejected, payment({ id: '1000', status: 'rejected', updatedAt: at(5) }))).toBeNull();
  });

  it('lets a newer approval follow a refusal, and a refund follow the approval taking the access back, once', () => {
    const rejected: PurchaseState = { ...fresh, status: 'rejected', statusAt: at(1), paymentId: '1000' };
    expect(purchaseChange(rejected, payment({ id: '1001', updatedAt: at(2) }))?.grantAccess).toBe(true);
    const approved: PurchaseState = { ...fresh, status: 'approved', statusAt: at(2), paymentId: '1001', approvedAt: at(2) };
    expect(purchaseChange(approved, payment({ status: 'refunded', updatedAt: at(9) }))).toEqual({
      status: 'refunded',
      statusAt: at(9),
      paymentId: '1001',
      grantAccess: false,
      revokeAccess: true,
    });
    // A pending word (a dispute opened) takes nothing back; a revoked purchase is never revoked or granted again.
    expect(purchaseChange(approved, payment({ status: null, updatedAt: at(9) }))?.revokeAccess).toBe(false);
    const revoked: PurchaseState = { ...approved, status: 'refunded', statusAt: at(9), revokedAt: at(9) };
    expect(purchaseChange(revoked, payment({ status: 'refunded', updatedAt: at(10) }))).toMatchObject({ grantAccess: false, revokeAccess: false });
    expect(purchaseChange(revoked, payment({ status: 'approved', updatedAt: at(11) }))).toMatchObject({ grantAccess: false, revokeAccess: false });
  });

  it('takes a refunded purchase\'s months back from the lock date, to the end of that day in Brasília', () => {
    const lockDate = renewedLockDate(new Date('2030-01-15T15:00:00Z'), 12, new Date('2026-11-23T12:00:00Z'));
    expect(lockDate.toISOString()).toBe('2031-01-16T02:59:59.000Z');
    expect(revokedLockDate(lockDate, 12).toISOString()).toBe('2030-01-16T02:59:59.000Z');
    expect(revokedLockDate(lockDate, 1).toISOString()).toBe('2030-12-16T02:59:59.000Z');
  });

  it('ignores another payment of a checkout already approved', () => {
    const approved: PurchaseState = { ...fresh, status: 'approved', statusAt: at(2), paymentId: '1001', approvedAt: at(2) };
    expect(purchaseChange(approved, payment({ id: '2002', status: 'rejected', updatedAt: at(7) }))).toBeNull();
  });

  it('records a pending payment as no status, and never approves a wrong amount or currency', () => {
    expect(purchaseChange(fresh, payment({ status: null }))).toMatchObject({ status: null, grantAccess: false });
    expect(purchaseChange(fresh, payment({ amountCents: 1 }))).toBeNull();
    expect(purchaseChange(fresh, payment({ currency: 'USD' }))).toBeNull();
    expect(purchaseChange(fresh, payment({ status: 'rejected', amountCents: 1 }))?.status).toBe('rejected');
  });
});

describe('renewedLockDate: max(now, lock date) + months, to the end of that day in Brasília', () => {
  const now = new Date('2026-11-23T15:00:00Z');

  it('extends a lock date in the future from itself', () => {
    const lock = endOfDayInBrasilia({ year: 2026, month: 12, day: 10 });
    expect(renewedLockDate(lock, 6, now)).toEqual(endOfDayInBrasilia({ year: 2027, month: 6, day: 10 }));
  });

  it('starts from today when the lock date is past or absent (a blocked company renewing)', () => {
    const past = endOfDayInBrasilia({ year: 2026, month: 1, day: 5 });
    expect(renewedLockDate(past, 1, now)).toEqual(endOfDayInBrasilia({ year: 2026, month: 12, day: 23 }));
    expect(renewedLockDate(null, 12, now)).toEqual(endOfDayInBrasilia({ year: 2027, month: 11, day: 23 }));
  });

  it('reads today in Brasília and clamps the day to the month', () => {
    // 01:00 UTC on 1 Dec is still 30 Nov in Brasília.
    expect(renewedLockDate(null, 1, new Date('2026-12-01T01:00:00Z'))).toEqual(endOfDayInBrasilia({ year: 2026, month: 12, day: 30 }));
    const endOfJanuary = endOfDayInBrasilia({ year: 2028, month: 1, day: 31 });
    expect(renewedLockDate(endOfJanuary, 1, now)).toEqual(endOfDayInBrasilia({ year: 2028, month: 2, day: 29 }));
    expect(renewedLockDate(endOfDayInBrasilia({ year: 2026, month: 12, day: 31 }), 2, now)).toEqual(
      endOfDayInBrasilia({ year: 2027, month: 2, day: 28 }),
    );
  });
});

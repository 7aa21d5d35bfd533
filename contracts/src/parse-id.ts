// Zod-free on purpose: the shell reads route ids with it and must not load zod for that (ids.ts
// holds the schemas).

/** The largest id a table holds (a signed INT column). */
export const MAX_ID = 2_147_483_647;

/**
 * The one reading of an id from a route or a link (a path parameter, a decoded link token,
 * a JSON number): a positive whole number up to MAX_ID, written as digits only (no sign,
 * space, exponent or decimal point); null for anything else.
 */
export function parseId(raw: unknown): number | null {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
}

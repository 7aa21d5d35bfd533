import { z } from 'zod';
import { MESSAGES } from './messages.js';

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

/**
 * A whole number sent as a JSON number or a string of digits (path parameters, form
 * values); anything else (booleans, arrays, '', '1e3') is refused with `message` instead
 * of being coerced.
 */
export const wholeNumber = (message: string, missingMessage: string = message) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], {
      error: (issue) => (issue.input === undefined || issue.input === null ? missingMessage : message),
    })
    .pipe(z.number().int(message));

/** A company or record id (`parseId`; a string is trimmed first), else `invalidId`. */
export const idSchema = wholeNumber(MESSAGES.invalidId)
  .pipe(z.number().refine((id) => parseId(id) !== null, MESSAGES.invalidId))
  // A refinement has no JSON Schema: the bounds parseId checks, for the OpenAPI document.
  .meta({ minimum: 1, maximum: MAX_ID });

import { z } from 'zod';
import { MESSAGES } from './messages.js';

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

/** A company or record id: a positive integer (strings of digits accepted). */
export const idSchema = wholeNumber(MESSAGES.invalidId).pipe(
  z.number().positive(MESSAGES.invalidId).max(2_147_483_647, MESSAGES.invalidId),
);

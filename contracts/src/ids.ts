import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { MAX_ID, parseId } from './parse-id.js';

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

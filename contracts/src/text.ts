import { z } from 'zod';
import { MESSAGES } from './messages.js';

// Control characters (NUL and the like) and bidirectional overrides, which can disguise a
// name on screen; line breaks and tabs are allowed where a text may span lines. A lone UTF-16
// surrogate (\p{Cs}: half of a pair, as JSON's "\ud800" gives) is no character at all: the
// database would store it as U+FFFD.
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]*$/u;
const MULTI_LINE = /^(?:[\n\r\t]|[^\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069])*$/u;

/** Whole characters only, no lone UTF-16 surrogate: for the strings the rules below do not cover (passwords, tokens). */
export const WHOLE_CHARACTERS = /^\P{Cs}*$/u;

/** A trimmed one-line text of at most `max` characters, free of control characters. */
export const singleLineText = (max: number, requiredMessage?: string) => {
  const text = z.string({ error: requiredMessage ?? MESSAGES.textInvalid }).trim();
  return (requiredMessage ? text.min(1, requiredMessage) : text)
    .max(max, MESSAGES.textTooLong)
    .regex(SINGLE_LINE, MESSAGES.textInvalid);
};

/** A trimmed text that may span lines, of at most `max` characters, free of control characters. */
export const multiLineText = (max: number) =>
  z.string({ error: MESSAGES.textInvalid }).trim().max(max, MESSAGES.textTooLong).regex(MULTI_LINE, MESSAGES.textInvalid);

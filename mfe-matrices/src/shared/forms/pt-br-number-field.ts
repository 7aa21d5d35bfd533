import { z } from 'zod';
import { parsePtBrNumber } from 'contracts';

/**
 * A form field holding a number typed the pt-BR way ("1.234,56"): the text becomes the
 * number, or the field shows `message`. Pipe it into the API's own rule for the value.
 */
export const ptBrNumberField = (message: string) =>
  z.string().transform((text, context) => {
    const value = parsePtBrNumber(text);
    if (value === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

import { z } from 'zod';

/** `errors` maps a field name (seed names, `general` for the rest) to its pt-BR messages. */
export type FieldErrors = Partial<Record<string, string[]>>;

/** Every response body: `{ success, data?, errors?, message? }` (docs/domain/api.md). */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  errors?: FieldErrors;
  message?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data: data.optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    message: z.string().optional(),
  });

export const ok = <T>(data: T, message?: string): Envelope<T> =>
  message === undefined ? { success: true, data } : { success: true, data, message };

export const fail = (errors: FieldErrors, message?: string): Envelope<never> =>
  message === undefined ? { success: false, errors } : { success: false, errors, message };

/** A failure with one general message, the usual answer of guards and filters. */
export const failGeneral = (message: string): Envelope<never> => fail({ general: [message] }, message);

/**
 * Turns zod issues into the envelope's field errors: the first path segment is the field
 * (nested paths report on their root field), issues without a path go to `general`.
 */
export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'general';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

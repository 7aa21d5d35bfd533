import type { FieldPath, FieldValues, FormState, UseFormSetError } from 'react-hook-form';
import type { ApiError } from 'contracts/client';

/**
 * Seed §2: a field's error shows once the field is touched or dirty (or the form was
 * submitted); an error the server gave shows at once.
 */
export function visibleError<T extends FieldValues>(formState: FormState<T>, name: FieldPath<T>): string | undefined {
  const error = (formState.errors as Record<string, { message?: string; type?: string } | undefined>)[name];
  if (!error?.message) return undefined;
  const touched = (formState.touchedFields as Record<string, unknown>)[name];
  const dirty = (formState.dirtyFields as Record<string, unknown>)[name];
  return touched || dirty || formState.isSubmitted || error.type === SERVER_ERROR ? error.message : undefined;
}

export const SERVER_ERROR = 'server';

/**
 * Puts the server's field errors under their fields (each cleared when that field is
 * edited: the next validation replaces it) and returns the general error, if any.
 * `fields` maps the server's field names to the form's.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, FieldPath<T>>>,
): string | null {
  const apiError = error as Partial<ApiError>;
  const generals: string[] = [];
  for (const [field, messages] of Object.entries(apiError.errors ?? {})) {
    if (!messages?.length) continue;
    const target = fields[field];
    if (target) setError(target, { type: SERVER_ERROR, message: messages.join(' ') });
    else generals.push(...messages);
  }
  const shownUnderFields = Object.keys(apiError.errors ?? {}).some((field) => fields[field]);
  if (generals.length > 0) return [...new Set(generals)].join(' ');
  return shownUnderFields ? null : (apiError.message ?? null);
}

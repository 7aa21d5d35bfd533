import type { ApiError } from 'contracts/client';

/** The first message of `field` in a failed call's errors. */
export function fieldError(error: unknown, field: string): string | undefined {
  return (error as ApiError | undefined)?.errors?.[field]?.[0];
}

/** The general message of a failed call (the envelope's general error or message). */
export function generalError(error: unknown): string | undefined {
  const apiError = error as ApiError | undefined;
  if (!apiError) return undefined;
  return apiError.errors?.general?.[0] ?? apiError.message;
}

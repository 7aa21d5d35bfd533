import { MESSAGES } from 'contracts';
import type { ApiError } from 'contracts/client';

/**
 * What creating an analysis reports on failure: a 400 keeps its field errors (shown by field), the demo limit keeps its own message
 * (`limitMessage`, shown with the link to the plans), anything else is the general
 * communication error.
 */
export function creationFailure(error: unknown, limitMessage: string): ApiError {
  const apiError = error as Partial<ApiError> | undefined;
  if (apiError?.status === 400) return apiError as ApiError;
  if (apiError?.status === 403 && (apiError.message === limitMessage || apiError.errors?.general?.includes(limitMessage))) {
    return { status: 403, errors: { general: [limitMessage] }, message: limitMessage };
  }
  const status = typeof apiError?.status === 'number' ? apiError.status : 'FETCH_ERROR';
  return { status, errors: { general: [MESSAGES.communicationError] }, message: MESSAGES.communicationError };
}

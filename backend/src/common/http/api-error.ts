import { HttpException, HttpStatus } from '@nestjs/common';
import { type Envelope, type FieldErrors, MESSAGES, fail, failGeneral } from 'contracts';

/**
 * An error answer with its envelope already written. Services throw these; the global
 * filter sends the envelope as is, with the status and any extra headers (Retry-After).
 */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly envelope: Envelope,
    readonly headers: Record<string, string> = {},
  ) {
    super(envelope, status);
  }

  /** One pt-BR message, reported under `general` and as `message`. */
  static general(status: number, message: string, headers?: Record<string, string>): ApiError {
    return new ApiError(status, failGeneral(message), headers);
  }

  /** Field errors (seed field names, `general` for the rest), 400 unless said otherwise. */
  static fields(errors: FieldErrors, message: string = MESSAGES.invalidInput, status = HttpStatus.BAD_REQUEST): ApiError {
    return new ApiError(status, fail(errors, message));
  }
}

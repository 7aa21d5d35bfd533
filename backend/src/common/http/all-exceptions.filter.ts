import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { type Envelope, MESSAGES, failGeneral } from 'contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailableError } from '../../database/database-errors.js';
import { ApiError } from './api-error.js';
import { loggedPath } from '../logging/request-logger.js';

/** pt-BR text for exceptions raised by Nest/Fastify themselves (their English never reaches a user). */
const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: MESSAGES.invalidInput,
  [HttpStatus.UNAUTHORIZED]: MESSAGES.unauthenticated,
  [HttpStatus.FORBIDDEN]: MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: MESSAGES.apiNotFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: MESSAGES.methodNotAllowed,
  [HttpStatus.PAYLOAD_TOO_LARGE]: MESSAGES.payloadTooLarge,
  [HttpStatus.TOO_MANY_REQUESTS]: MESSAGES.rateLimited,
  [HttpStatus.SERVICE_UNAVAILABLE]: MESSAGES.databaseUnavailable,
};

/** Fastify's error for a body that is not JSON (throwBodyError wraps it in an HttpException). */
const isMalformedJson = (exception: HttpException) =>
  (exception.cause as { code?: string } | undefined)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY';

/** Fastify's own client errors before a route runs (FST_ERR_CTP_BODY_TOO_LARGE: 413), as Nest's exceptions. */
function asHttpException(exception: unknown): unknown {
  if (!(exception instanceof Error) || exception instanceof HttpException) return exception;
  const { statusCode, code } = exception as Error & { statusCode?: unknown; code?: unknown };
  const fastifyClientError = typeof statusCode === 'number' && statusCode < 500 && typeof code === 'string' && code.startsWith('FST_');
  return fastifyClientError ? new HttpException(exception.message, statusCode, { cause: exception }) : exception;
}

/**
 * The one place that turns any error into an answer: always the envelope, never a stack
 * trace. Database outages become 503; anything unexpected is logged and becomes a 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(thrown: unknown, host: ArgumentsHost): void {
    const exception = asHttpException(thrown);
    const http = host.switchToHttp();
    const response = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body, headers } = this.answer(exception, request);
    if (response.sent || response.raw.headersSent) {
      response.raw.end();
      return;
    }
    this.send(response, status, body, headers);
  }

  /** Sends the answer: the envelope as JSON (a page's own filter answers HTML instead). */
  protected send(response: FastifyReply, status: number, body: Envelope<unknown>, headers: Record<string, string>): void {
    response.headers(headers).code(status).send(body);
  }

  private answer(
    exception: unknown,
    request: FastifyRequest,
  ): { status: number; body: Envelope; headers: Record<string, string> } {
    if (exception instanceof ApiError) {
      return { status: exception.getStatus(), body: exception.envelope, headers: exception.headers };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = isMalformedJson(exception)
        ? MESSAGES.malformedJson
        : (DEFAULT_MESSAGES[status] ?? (status >= 500 ? MESSAGES.internalError : MESSAGES.invalidInput));
      if (status >= 500) this.logger.error(`${request.method} ${loggedPath(request)}: ${exception.message}`, exception.stack);
      return { status, body: failGeneral(message), headers: {} };
    }
    if (isDatabaseUnavailableError(exception)) {
      this.logger.warn(`${request.method} ${loggedPath(request)}: database unavailable: ${describe(exception)}`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: failGeneral(MESSAGES.databaseUnavailable), headers: {} };
    }
    this.logger.error(
      `${request.method} ${loggedPath(request)}: ${describe(exception)}`,
      exception instanceof Error ? exception.stack : undefined,
    );
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: failGeneral(MESSAGES.internalError), headers: {} };
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return code ? `${error.name} ${String(code)}: ${error.message}` : `${error.name}: ${error.message}`;
  }
  return String(error);
}

import { type CallHandler, type ExecutionContext, HttpException, Injectable, type NestInterceptor } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Observable } from 'rxjs';

const BODY_ERROR = Symbol('bodyError');
type RequestWithBodyError = Request & { [BODY_ERROR]?: unknown };

/**
 * A body parser whose failure (malformed JSON, over the size limit, unknown charset or
 * encoding) waits on the request instead of answering at once: the route's guards speak
 * first, so a forged or signed-out call gets its 403/401 whatever its body, and an unknown
 * path its 404. BodyErrorInterceptor then answers the stored failure.
 */
export function deferErrors(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => {
      if (error) (req as RequestWithBodyError)[BODY_ERROR] = error;
      next();
    });
}

/** http-errors (body-parser's): a numeric status and an `expose` flag. */
function isClientHttpError(error: unknown): error is Error & { statusCode: number; expose: boolean } {
  if (!(error instanceof Error)) return false;
  const { statusCode, expose } = error as Error & { statusCode?: unknown; expose?: unknown };
  return typeof statusCode === 'number' && statusCode < 500 && typeof expose === 'boolean';
}

/** Runs after the guards: a request whose body could not be read stops here (400, 413, 415). */
@Injectable()
export class BodyErrorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const error = context.switchToHttp().getRequest<RequestWithBodyError>()[BODY_ERROR];
    if (error === undefined) return next.handle();
    // The shape Nest gives body-parser errors, so the exception filter words them the same way.
    if (isClientHttpError(error)) throw new HttpException(error.message, error.statusCode, { cause: error });
    throw error;
  }
}

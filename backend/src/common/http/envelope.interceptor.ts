import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ok } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { type Observable, map } from 'rxjs';
import { throwBodyError } from './deferred-body-errors.js';
import { isEnvelope } from './envelope.js';

/**
 * The one interceptor of every route, after the guards: a body that could not be read is
 * answered now (readBodiesWithDeferredErrors); otherwise controllers return their data and
 * the client receives `{ success: true, data }`. One interceptor, not one per concern: each
 * costs an rxjs chain per request.
 */
@Injectable()
export class ApiAnswerInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    throwBodyError(context.switchToHttp().getRequest<FastifyRequest>());
    return next.handle().pipe(map((value) => (isEnvelope(value) ? value : ok(value ?? null))));
  }
}

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ok } from 'contracts';
import { type Observable, map } from 'rxjs';
import { isEnvelope } from './envelope.js';

/** Controllers return their data; the client always receives `{ success: true, data }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((value) => (isEnvelope(value) ? value : ok(value ?? null))));
  }
}

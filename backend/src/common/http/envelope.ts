import { FastifyAdapter } from '@nestjs/platform-fastify';
import { type Envelope, ok } from 'contracts';

const ENVELOPE_KEYS = new Set(['success', 'data', 'errors', 'message']);

/** A value already shaped as the envelope (a boolean `success` and nothing but envelope keys). */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).success === 'boolean' &&
    Object.keys(value).every((key) => ENVELOPE_KEYS.has(key))
  );
}

/**
 * Fastify for Nest, where what a controller returns reaches the client as `{ success: true,
 * data }` (an envelope it built itself as is). Nest hands every route's result to `reply`, and
 * nothing else calls it (the exception filter sends its envelopes itself): a plain call per
 * answer, where a Nest interceptor cost an rxjs chain per request (docs/PERFORMANCE.md).
 */
export class EnvelopingFastifyAdapter extends FastifyAdapter {
  override reply(...[response, body, statusCode]: Parameters<FastifyAdapter['reply']>): ReturnType<FastifyAdapter['reply']> {
    return super.reply(response, isEnvelope(body) ? body : ok(body ?? null), statusCode);
  }
}

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

/** The version of an answer about one resource (an object with an integer `version`), else undefined. */
function versionOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { version } = body as { version?: unknown };
  return Number.isInteger(version) ? (version as number) : undefined;
}

/**
 * Fastify for Nest, where what a controller returns reaches the client as `{ success: true,
 * data }` (an envelope it built itself as is). Nest hands every route's result to `reply`, and
 * nothing else calls it (the exception filter sends its envelopes itself): a plain call per
 * answer, where a Nest interceptor cost an rxjs chain per request (docs/PERFORMANCE.md). An
 * answer about one versioned resource (an analysis, a part) is sent with its version as the
 * strong ETag `"<version>"`, what a write names in If-Match (analyses/row-versions.ts).
 */
export class EnvelopingFastifyAdapter extends FastifyAdapter {
  override reply(...[response, body, statusCode]: Parameters<FastifyAdapter['reply']>): ReturnType<FastifyAdapter['reply']> {
    const version = versionOf(body);
    if (version !== undefined && 'header' in response && !response.hasHeader('etag')) response.header('ETag', `"${version}"`);
    return super.reply(response, isEnvelope(body) ? body : ok(body ?? null), statusCode);
  }
}

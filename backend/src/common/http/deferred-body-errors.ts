import fastifyFormbody from '@fastify/formbody';
import { type CustomDecorator, HttpException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The body of a request whose body could not be read: what `@ZodBody` (its pipe, after the
 * guards) answers, and what anything else reading `request.body` sees as no usable field.
 */
class UnreadableBody {
  constructor(readonly error: unknown) {}
}

/** How a route's body is read: its own limit in bytes, and the bulk-write target its `:id` names (`mcp`). */
export interface BodyOptions {
  limit?: number;
  bulkOf?: string;
}

export const BodyOptions = (options: BodyOptions): CustomDecorator<string> => RouteConfig({ body: options });

/** The refusal (when due) of a bulk write to `target` (`mcp:12`) that need not even be parsed, or undefined. */
export type BulkRefusal = (target: string) => Promise<Error> | undefined;

type Parsed = (error: Error | null, body?: unknown) => void;
type Parser = (request: FastifyRequest, body: string, done: Parsed) => void;

/**
 * Reads request bodies with Fastify's own reading (the size limit: `limit`, or a route's
 * `@BodyOptions({ limit })`) and parsers: its JSON parser (prototype keys dropped) and
 * @fastify/formbody for urlencoded forms (the sandbox checkout page posts one). Any other
 * content type is drained and leaves the body undefined (read as `{}` by the zod pipe)
 * instead of Fastify's 415. A body that does not parse waits on the request instead of
 * answering at once: the route's guards speak first, so a forged or signed-out call gets its
 * 403/401 whatever its body: the body is an UnreadableBody, which the route's `@ZodBody`
 * pipe answers (throwBodyError) once the guards let it through. A route that takes no body
 * ignores it, as a GET's is. A body over the limit is Fastify's 413 before the route runs.
 * A route with `bulkOf` gets no parsed body while `refuseBulk` refuses its target (a company
 * past its bulk rows): its 429 waits likewise.
 */
export async function readBodiesWithDeferredErrors(instance: FastifyInstance, limit: number, refuseBulk: BulkRefusal = () => undefined): Promise<void> {
  const options = (request: FastifyRequest): BodyOptions => (request.routeOptions.config as { body?: BodyOptions }).body ?? {};
  instance.addHook('onRoute', (route) => {
    const own = (route.config as { body?: BodyOptions } | undefined)?.body?.limit;
    if (own !== undefined) route.bodyLimit = own;
  });
  instance.removeAllContentTypeParsers();
  const deferred =
    (parse: Parser): Parser =>
    (request, body, done) => {
      const { bulkOf } = options(request);
      const refusal = bulkOf === undefined ? undefined : refuseBulk(`${bulkOf}:${(request.params as { id?: string }).id}`);
      if (refusal) return void refusal.then((error) => done(null, new UnreadableBody(error)));
      // An empty body is no body (the client's POST without one), as for any other content type.
      if (body.length === 0) return done(null, undefined);
      parse(request, body, (error, value) => done(null, error ? new UnreadableBody(error) : value));
    };
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limit }, deferred(instance.getDefaultJsonParser('remove', 'remove')));
  await instance.register(fastifyFormbody, { bodyLimit: limit });
  instance.addContentTypeParser('*', (_request, payload, done) => {
    payload.on('end', () => done(null, undefined)).resume();
  });
}

/** Fastify's errors of a body (FST_ERR_CTP_…): a status below 500 and a code. */
function isBodyError(error: unknown): error is Error & { statusCode: number; code: string } {
  if (!(error instanceof Error)) return false;
  const { statusCode, code } = error as Error & { statusCode?: unknown; code?: unknown };
  return typeof statusCode === 'number' && statusCode < 500 && typeof code === 'string';
}

/** Runs after the guards (in the body's pipe): a request whose body could not be read stops here (400, 429). */
export function throwBodyError(body: unknown): void {
  if (!(body instanceof UnreadableBody)) return;
  const { error } = body;
  // The shape Nest gives a framework's client errors, so the exception filter words them the same way.
  if (isBodyError(error)) throw new HttpException(error.message, error.statusCode, { cause: error });
  throw error;
}

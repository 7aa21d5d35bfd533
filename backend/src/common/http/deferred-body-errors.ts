import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CustomDecorator, HttpException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import bodyParser from 'body-parser';
import type { FastifyInstance } from 'fastify';

/**
 * The body of a request whose body could not be read: what `@ZodBody` (its pipe, after the
 * guards) answers, and what anything else reading `request.body` sees as no usable field.
 */
class UnreadableBody {
  constructor(readonly error: unknown) {}
}
type Parser = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
/** body-parser passes the response only to a `verify` option, which is not used. */
const NO_RESPONSE = undefined as unknown as ServerResponse;

/** How a route's body is read: its own limit in bytes, and the bulk-write target its `:id` names (`mcp`). */
export interface BodyOptions {
  limit?: number;
  bulkOf?: string;
}

export const BodyOptions = (options: BodyOptions): CustomDecorator<string> => RouteConfig({ body: options });

/** The refusal (when due) of a bulk write to `target` (`mcp:12`) that need not even be read, or undefined. */
export type BulkRefusal = (target: string) => Promise<Error> | undefined;

/**
 * Reads request bodies with body-parser (JSON and urlencoded forms, their charsets and
 * Content-Encodings, the size limit) in place of Fastify's own parsers, for every content
 * type: a type neither parser takes leaves the body undefined (read as `{}` by the zod pipe)
 * instead of Fastify's 415. A failure (malformed JSON, over the limit, unknown charset or
 * encoding) waits on the request instead of answering at once: the route's guards speak
 * first, so a forged or signed-out call gets its 403/401 whatever its body, and an unknown
 * path its 404: the body is an UnreadableBody, which the route's `@ZodBody` pipe answers
 * (throwBodyError) once the guards let it through. A route that takes no body ignores it,
 * as a GET's is. A route with
 * `@BodyOptions({ limit })` reads up to its own limit; one with `bulkOf` is not read at all
 * while `refuseBulk` refuses its target (a company past its bulk rows): the 429 waits likewise.
 */
export function readBodiesWithDeferredErrors(instance: FastifyInstance, limit: string, refuseBulk: BulkRefusal = () => undefined): void {
  const parsersFor = (max: string | number): Parser[] => [bodyParser.json({ limit: max }), bodyParser.urlencoded({ limit: max, extended: false })];
  const standard = parsersFor(limit);
  const byRoute = new Map<number, Parser[]>();
  const routeParsers = (max: number): Parser[] => {
    if (!byRoute.has(max)) byRoute.set(max, parsersFor(max));
    return byRoute.get(max)!;
  };
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', (request, payload, done) => {
    const options = (request.routeOptions.config as { body?: BodyOptions }).body ?? {};
    const refusal = options.bulkOf === undefined ? undefined : refuseBulk(`${options.bulkOf}:${(request.params as { id?: string }).id}`);
    if (refusal) {
      const read = new Promise((resolve) => payload.on('end', resolve).resume());
      void Promise.all([refusal, read]).then(([error]) => done(null, new UnreadableBody(error)));
      return;
    }
    const parsers = options.limit === undefined ? standard : routeParsers(options.limit);
    const raw = payload as IncomingMessage & { body?: unknown };
    const run = (index: number): void => {
      if (index === parsers.length) return done(null, raw.body);
      parsers[index](raw, NO_RESPONSE, (error) => {
        if (error) return done(null, new UnreadableBody(error));
        run(index + 1);
      });
    };
    run(0);
  });
}

/** http-errors (body-parser's): a numeric status and an `expose` flag. */
function isClientHttpError(error: unknown): error is Error & { statusCode: number; expose: boolean } {
  if (!(error instanceof Error)) return false;
  const { statusCode, expose } = error as Error & { statusCode?: unknown; expose?: unknown };
  return typeof statusCode === 'number' && statusCode < 500 && typeof expose === 'boolean';
}

/** Runs after the guards (in the body's pipe): a request whose body could not be read stops here (400, 413, 415, 429). */
export function throwBodyError(body: unknown): void {
  if (!(body instanceof UnreadableBody)) return;
  const { error } = body;
  // The shape Nest gives body-parser errors, so the exception filter words them the same way.
  if (isClientHttpError(error)) throw new HttpException(error.message, error.statusCode, { cause: error });
  throw error;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpException } from '@nestjs/common';
import bodyParser from 'body-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const BODY_ERROR = Symbol('bodyError');
type RequestWithBodyError = FastifyRequest & { [BODY_ERROR]?: unknown };
type Parser = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
/** body-parser passes the response only to a `verify` option, which is not used. */
const NO_RESPONSE = undefined as unknown as ServerResponse;

/**
 * Reads request bodies with body-parser (JSON and urlencoded forms, their charsets and
 * Content-Encodings, the size limit) in place of Fastify's own parsers, for every content
 * type: a type neither parser takes leaves the body undefined (read as `{}` by the zod pipe)
 * instead of Fastify's 415. A failure (malformed JSON, over the limit, unknown charset or
 * encoding) waits on the request instead of answering at once: the route's guards speak
 * first, so a forged or signed-out call gets its 403/401 whatever its body, and an unknown
 * path its 404. ApiAnswerInterceptor then answers the stored failure.
 */
export function readBodiesWithDeferredErrors(instance: FastifyInstance, limit: string): void {
  const parsers: Parser[] = [bodyParser.json({ limit }), bodyParser.urlencoded({ limit, extended: false })];
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', (request, payload, done) => {
    const raw = payload as IncomingMessage & { body?: unknown };
    const run = (index: number): void => {
      if (index === parsers.length) return done(null, raw.body);
      parsers[index](raw, NO_RESPONSE, (error) => {
        if (error) {
          (request as RequestWithBodyError)[BODY_ERROR] = error;
          return done(null, undefined);
        }
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

/** Runs after the guards (ApiAnswerInterceptor): a request whose body could not be read stops here (400, 413, 415). */
export function throwBodyError(request: FastifyRequest): void {
  const error = (request as RequestWithBodyError)[BODY_ERROR];
  if (error === undefined) return;
  // The shape Nest gives body-parser errors, so the exception filter words them the same way.
  if (isClientHttpError(error)) throw new HttpException(error.message, error.statusCode, { cause: error });
  throw error;
}

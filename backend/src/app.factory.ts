import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Type } from '@nestjs/common';
import { z } from 'zod';
import { AppModule } from './app.module.js';
import { answerClientErrorWithEnvelope, answerUnroutableUrl } from './common/http/client-errors.js';
import { COMPRESSION } from './common/http/compression.js';
import { emptyNotModified } from './common/http/conditional-get.js';
import { EnvelopingFastifyAdapter } from './common/http/envelope.js';
import { readBodiesWithDeferredErrors } from './common/http/deferred-body-errors.js';
import { refuseApiHeadRequests } from './common/http/head-requests.js';
import { securityHeaderSets, securityHeaders } from './common/security/helmet.js';
import { noStoreForApi } from './common/security/no-store.js';
import { xsrfCookie } from './common/security/xsrf.js';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { requestLogger } from './common/logging/request-logger.js';
import type { AppConfig } from './config/config.js';
import { drainConnections } from './health/drain.js';
import { Lifecycle } from './health/lifecycle.js';
import { FairUseService } from './rate-limit/fair-use.service.js';
import { StaticService } from './static/static.service.js';

/** Largest accepted request body; above it the answer is 413. */
export const BODY_LIMIT = 1024 * 1024;

/** How long a closing instance lets its requests finish before it cuts the connections still open. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Builds the whole HTTP application (production and tests share it) on Fastify, which costs
 * a fraction of Express per request (docs/PERFORMANCE.md). Hooks in order: security headers
 * (the page set outside /api, a short one on the API, plus no-store there), the XSRF cookie
 * for browsers, HEAD refused on the API, static files / SPA; then the Nest routes with the
 * XSRF guard, the zod pipes (a body that could not be read is answered there, after the
 * guards), the envelope put on by the adapter (no interceptor: each costs an rxjs chain per
 * request) and the exception filter; answers of 1 KB or more compressed on their way out;
 * one log line per answer.
 */
export async function createApp(config: AppConfig, extraModules: Type[] = []): Promise<NestFastifyApplication> {
  // Messages of schemas that set none of their own (type errors, mostly) in pt-BR too.
  z.config(z.locales.ptBR());
  const logger = createRootLogger(config.logLevel);
  const headers = await securityHeaderSets(config.publicUrl);
  const adapter = new EnvelopingFastifyAdapter({
    // Behind a reverse proxy on the same host, the client's address comes from X-Forwarded-For
    // (rate limits are per IP); from any other peer the header is ignored.
    trustProxy: 'loopback',
    clientErrorHandler: answerClientErrorWithEnvelope,
    frameworkErrors: answerUnroutableUrl(headers.api),
    // Closing (docs/DECISIONS.md "Readiness and drain"): the listener stops and idle connections
    // close at once; a request under way finishes, and one that arrives meanwhile on an open
    // connection is served too, each answer closing its connection (drainConnections).
    forceCloseConnections: false,
    return503OnClosing: false,
    // Node's own limit for a whole request to arrive (Fastify sets none): a client that
    // trickles its request in gets 408 instead of holding a connection for ever.
    requestTimeout: 300_000,
    // As Express routed: a trailing slash and letter case do not matter; long path values
    // (e-mails and tokens in confirmation links) are the route's to refuse, not a 404.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 1000 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, extraModules), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    abortOnError: false,
    routeResolutionStrategy: 'specificity',
    routeConflictPolicy: { duplicate: 'error' },
  });
  const fastify = app.getHttpAdapter().getInstance();
  const fairUse = app.get(FairUseService);
  const log = requestLogger(logger);
  fastify.addHook('onResponse', log.onResponse);
  fastify.addHook('onRequestAbort', log.onRequestAbort);
  // Cookies parsed before the XSRF hook reads them (hooks run in the order they are added).
  await fastify.register(fastifyCookie);
  // Before the routes are added: the plugin puts its hooks on each route as it is added.
  await fastify.register(fastifyCompress, COMPRESSION);
  fastify.addHook('onRequest', securityHeaders(headers));
  fastify.addHook('onRequest', noStoreForApi);
  fastify.addHook('onRequest', xsrfCookie(config.publicUrl.startsWith('https:')));
  fastify.addHook('onRequest', refuseApiHeadRequests);
  fastify.addHook('onRequest', app.get(StaticService).handler);
  await app.get(StaticService).register(fastify);
  fastify.addHook('onSend', emptyNotModified);
  drainConnections(fastify, app.get(Lifecycle), DRAIN_TIMEOUT_MS);
  // Body failures are answered after the guards (401/403 first): see readBodiesWithDeferredErrors.
  await readBodiesWithDeferredErrors(fastify, BODY_LIMIT, (target) => fairUse.bulkRefusal(target));
  return app;
}

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Type } from '@nestjs/common';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { z } from 'zod';
import { AppModule } from './app.module.js';
import { answerClientErrorsWithEnvelope } from './common/http/client-errors.js';
import { deferErrors } from './common/http/deferred-body-errors.js';
import { refuseApiHeadRequests } from './common/http/head-requests.js';
import { securityHeaders } from './common/security/helmet.js';
import { noStoreForApi } from './common/security/no-store.js';
import { xsrfCookieMiddleware } from './common/security/xsrf.js';
import { createRootLogger, PinoNestLogger } from './common/logging/logger.js';
import { requestLogger } from './common/logging/request-logger.js';
import type { AppConfig } from './config/config.js';
import { StaticService } from './static/static.service.js';

/** API answers from this size on are compressed (gzip or brotli, as the client accepts); smaller ones gain nothing. */
export const COMPRESSION_THRESHOLD = 1024;

/** Largest accepted request body; above it the answer is 413. */
export const BODY_LIMIT = '1mb';

/**
 * Builds the whole HTTP application (production and tests share it): middleware order is
 * logging, security headers (and no-store on the API), cookies + XSRF cookie, static files / SPA, compression of
 * API answers, body parsing, then
 * the Nest routes with the XSRF guard, the body-error check, the zod pipes, the envelope and
 * the exception filter.
 */
export async function createApp(config: AppConfig, extraModules: Type[] = []): Promise<NestExpressApplication> {
  // Messages of schemas that set none of their own (type errors, mostly) in pt-BR too.
  z.config(z.locales.ptBR());
  const logger = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, extraModules), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
    abortOnError: false,
    forceCloseConnections: true,
    routeResolutionStrategy: 'specificity',
    routeConflictPolicy: { duplicate: 'error' },
  });
  // Behind a reverse proxy on the same host, the client's address comes from X-Forwarded-For
  // (rate limits are per IP); from any other peer the header is ignored.
  app.set('trust proxy', 'loopback');
  answerClientErrorsWithEnvelope(app.getHttpServer());
  app.use(requestLogger(logger));
  app.use(securityHeaders(config.publicUrl));
  app.use(noStoreForApi);
  app.use(cookieParser());
  app.use(xsrfCookieMiddleware(config.publicUrl.startsWith('https:')));
  app.use(refuseApiHeadRequests);
  app.use(app.get(StaticService).handler);
  // After the static files, which are precompressed at build (StaticService): only API answers get here.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD }));
  // Body failures are answered after the guards (401/403 first): see deferErrors.
  app.use(deferErrors(express.json({ limit: BODY_LIMIT })));
  app.use(deferErrors(express.urlencoded({ limit: BODY_LIMIT, extended: false })));
  return app;
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, HttpStatus, Injectable, Logger, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isApiPath, MESSAGES, XSRF_COOKIE, XSRF_HEADER } from 'contracts';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { requestPath } from '../http/request-path.js';
import { loggedPath } from '../logging/request-logger.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SKIP_XSRF = Symbol('skipXsrf');
const XSRF_BODY_FIELD = Symbol('xsrfBodyField');

/**
 * Hands every browser an XSRF token cookie (readable by the page's script, which echoes it
 * in X-XSRF-TOKEN; a foreign site can neither read it nor set the header). Only browsers
 * need one: it is made for a request without it that loads a page or file (outside /api) or
 * that a browser's fetch sends (every current browser marks those with Sec-Fetch-Mode), not
 * for every cookieless call of a server, a monitor or a benchmark.
 */
export function xsrfCookie(secure: boolean): onRequestHookHandler {
  return (request, reply, done) => {
    if ((request.headers['sec-fetch-mode'] !== undefined || !isApiPath(requestPath(request))) && !xsrfCookieOf(request)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), { httpOnly: false, sameSite: 'lax', secure, path: '/' });
    }
    done();
  };
}

/** The XSRF token cookie the browser sent, if any (the only cookie the API reads; @fastify/cookie parses them). */
function xsrfCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[XSRF_COOKIE] || undefined;
}

/** For endpoints called by other servers, not browsers (payment provider notifications). */
export const SkipXsrf = () => SetMetadata(SKIP_XSRF, true);
/** Whether a handler or its controller opted out of the XSRF check (the OpenAPI document reads it). */
export const skipsXsrf = (...targets: object[]) => targets.some((target) => Reflect.getMetadata(SKIP_XSRF, target) === true);

/**
 * For calls made with `navigator.sendBeacon`, which cannot set headers (page views): the
 * token may come in this field of the JSON body instead. Same double-submit check against
 * the cookie: a foreign site can no more read the token to put it in a body than in a header.
 */
export const XsrfInBody = (field: string) => SetMetadata(XSRF_BODY_FIELD, field);

/**
 * Double-submit check on every state-changing call. A guard, so it runs before any pipe:
 * a forged request is refused before its body is even validated.
 */
@Injectable()
export class XsrfGuard implements CanActivate {
  private readonly logger = new Logger('Xsrf');

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_XSRF, [context.getHandler(), context.getClass()])) return true;
    const cookie = xsrfCookieOf(request);
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    const token = (typeof header === 'string' ? header : undefined) ?? this.bodyToken(context, request);
    if (typeof cookie === 'string' && token && sameToken(cookie, token)) return true;
    // docs/domain/api.md: every refused authorization is logged (never the tokens themselves).
    this.logger.warn(`XSRF check refused: ${request.method} ${loggedPath(request)} from ${request.ip} (${token ? 'token does not match the cookie' : 'no X-XSRF-TOKEN header'})`);
    throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.xsrfRejected);
  }

  private bodyToken(context: ExecutionContext, request: FastifyRequest): string | undefined {
    const field = this.reflector.getAllAndOverride<string | undefined>(XSRF_BODY_FIELD, [context.getHandler(), context.getClass()]);
    const token: unknown = field && typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>)[field] : undefined;
    return typeof token === 'string' ? token : undefined;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}

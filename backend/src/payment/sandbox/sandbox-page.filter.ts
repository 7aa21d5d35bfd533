import { Catch } from '@nestjs/common';
import { type Envelope, MESSAGES } from 'contracts';
import type { FastifyReply } from 'fastify';
import { AllExceptionsFilter } from '../../common/http/all-exceptions.filter.js';
import type { SecurityHeaders } from '../../common/security/helmet.js';
import { InjectSecurityHeaders } from '../../config/config.module.js';
import { renderSandboxRefusal } from './sandbox-page.js';

/** Sends one of the sandbox's HTML pages with the page set of security headers (CSP…), never cached. */
export function sendSandboxPage(response: FastifyReply, status: number, html: string, headers: Record<string, string>): void {
  response.code(status).headers(headers).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}

/** What a refusal says: each field's message once (a form's refusal names the field), else the general message. */
export function refusalText(body: Envelope<unknown>): string {
  const messages = [...new Set(Object.values(body.errors ?? {}).flat())];
  return messages.length > 0 ? messages.join(' ') : (body.message ?? MESSAGES.internalError);
}

/**
 * The sandbox checkout is a page a person opens in the browser: every refusal of its routes
 * (an unknown or expired checkout, a malformed form, a forged token, the sandbox being off)
 * answers an HTML page in pt-BR with the same status and message the envelope would carry,
 * never the API's raw JSON. The global filter still decides status, message and logging.
 */
@Catch()
export class SandboxPageFilter extends AllExceptionsFilter {
  /** The page set of security headers: an HTML page answered under /api, where answers get the JSON set. */
  private readonly pageHeaders: Record<string, string>;

  constructor(@InjectSecurityHeaders() headers: SecurityHeaders) {
    super();
    this.pageHeaders = headers.page;
  }

  protected override send(response: FastifyReply, status: number, body: Envelope<unknown>, headers: Record<string, string>): void {
    sendSandboxPage(response, status, renderSandboxRefusal(refusalText(body)), { ...this.pageHeaders, ...headers });
  }
}

import { Controller, Get, Ip, Post, Res, UseFilters } from '@nestjs/common';
import { checkoutCodeSchema, sandboxDecisionSchema, type SandboxDecision } from 'contracts';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../common/http/api-error.js';
import type { SecurityHeaders } from '../../common/security/helmet.js';
import { SkipXsrf } from '../../common/security/xsrf.js';
import { InjectSecurityHeaders } from '../../config/config.module.js';
import { ZodBody, ZodParam } from '../../common/validation/zod-validation.pipe.js';
import { SandboxCheckoutService } from './sandbox-checkout.service.js';
import { renderSandboxCheckout } from './sandbox-page.js';
import { refusalText, SandboxPageFilter, sendSandboxPage } from './sandbox-page.filter.js';
import { sandboxCheckoutPath } from './sandbox.provider.js';

/**
 * The sandbox's checkout page and its form. Opened by the buyer's browser from the URL the
 * buy call answered; as at a real provider, paying asks the payer to sign in (here with the
 * buyer's own account: an owner or administrator of the company), so a checkout link alone
 * decides nothing. The form is a plain browser POST without the XSRF header: its own signed
 * token per checkout protects it instead. Its refusals are pages too (SandboxPageFilter): a
 * refused decision shows the checkout again saying why, the form ready for another try.
 */
@Controller('api/payment/sandbox/checkout')
@UseFilters(SandboxPageFilter)
export class SandboxCheckoutController {
  /** The page set of security headers (CSP…): an HTML page answered under /api, where answers get the JSON set. */
  private readonly pageHeaders: Record<string, string>;

  constructor(
    private readonly checkout: SandboxCheckoutService,
    @InjectSecurityHeaders() headers: SecurityHeaders,
  ) {
    this.pageHeaders = headers.page;
  }

  @Get(':code')
  async page(@ZodParam('code', checkoutCodeSchema) code: string, @Res() response: FastifyReply): Promise<void> {
    const view = await this.checkout.view(code);
    sendSandboxPage(response, 200, renderSandboxCheckout(view, sandboxCheckoutPath(code)), this.pageHeaders);
  }

  @Post(':code')
  @SkipXsrf()
  async decide(
    @ZodParam('code', checkoutCodeSchema) code: string,
    @ZodBody(sandboxDecisionSchema) decision: SandboxDecision,
    @Ip() ip: string,
    @Res() response: FastifyReply,
  ): Promise<void> {
    try {
      await this.checkout.decide(code, decision, { ip });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A wrong password, someone who may not buy, a rate limit: the checkout again, saying why
      // (a checkout that cannot be shown any more answers its own refusal page instead).
      const view = await this.checkout.view(code);
      sendSandboxPage(response, error.getStatus(), renderSandboxCheckout(view, sandboxCheckoutPath(code), refusalText(error.envelope)), { ...this.pageHeaders, ...error.headers });
      return;
    }
    // 303: the browser follows with a GET of the return page, which reads and changes nothing.
    response.redirect(`/retorno/${code}`, 303);
  }
}

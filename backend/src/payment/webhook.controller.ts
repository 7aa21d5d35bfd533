import { Controller, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { throwBodyError } from '../common/http/deferred-body-errors.js';
import { SkipXsrf } from '../common/security/xsrf.js';
import { PurchasesService } from './purchases.service.js';

/**
 * `POST /api/payment/webhook/{provider}`: the provider's server calls it (no session, no
 * XSRF cookie); the signature is what authenticates it. 200 once handled, so the provider
 * stops retrying; 401 for a bad signature; 502 when the provider cannot be asked back.
 */
@Controller('api/payment/webhook')
export class WebhookController {
  constructor(private readonly purchases: PurchasesService) {}

  @Post(':provider')
  @SkipXsrf()
  @HttpCode(HttpStatus.OK)
  async notify(@Param('provider') provider: string, @Req() request: FastifyRequest) {
    throwBodyError(request.body);
    const outcome = await this.purchases.receiveNotification(provider, {
      headers: request.headers,
      query: request.query as Record<string, unknown>,
      body: request.body,
    });
    return { received: true, outcome };
  }
}

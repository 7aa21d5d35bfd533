import { createHmac } from 'node:crypto';
import { HttpStatus, Logger } from '@nestjs/common';
import { MESSAGES } from 'contracts';
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import { ApiError } from '../../common/http/api-error.js';
import type { ProviderNotification } from './payment-provider.js';

/**
 * Mercado Pago's webhook signature (its "Notificações › Webhooks" documentation), which the
 * sandbox signs with too: `x-signature: ts=<seconds>,v1=<hex HMAC-SHA256>` over the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, keyed with the webhook secret. The check
 * is the official SDK's `WebhookSignatureValidator` (constant-time comparison).
 */

const logger = new Logger('PaymentNotifications');

const first = (value: unknown): string | undefined => {
  const item = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' || typeof item === 'number' ? String(item) : undefined;
};

const bodyField = (body: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), body);

/** The manifest's HMAC, as the `x-signature` header carries it. */
export function signatureHeader(secret: string, dataId: string, requestId: string, ts: number): string {
  const v1 = createHmac('sha256', secret).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

// Payment ids are numbers at Mercado Pago and in the sandbox; anything else is not one of ours.
const PAYMENT_ID = /^\d{1,20}$/;

/**
 * The payment id a notification names, once its signature verifies against `secret`.
 * `data.id` comes from the query string (Mercado Pago's `data.id_url`), else from the body;
 * the id that was signed is the one returned, so a replayed signature cannot be pointed at
 * another payment. `toleranceSeconds` also refuses a timestamp that far from now.
 */
export function notifiedPaymentId(notification: ProviderNotification, secret: string, toleranceSeconds?: number): string | null {
  const { headers, query, body } = notification;
  const dataId = first(query['data.id']) ?? first(bodyField(body, 'data', 'id'));
  try {
    WebhookSignatureValidator.validate({
      xSignature: headers['x-signature'],
      xRequestId: headers['x-request-id'],
      dataId,
      secret,
      toleranceSeconds,
    });
  } catch (error) {
    if (!(error instanceof InvalidWebhookSignatureError)) throw error;
    // docs/domain/api.md: refused authorizations are logged (the reason, never the secret).
    logger.warn(`Payment notification refused: ${error.reason}`);
    throw ApiError.general(HttpStatus.UNAUTHORIZED, MESSAGES.paymentNotificationRejected);
  }
  const topic = first(query.type) ?? first(query.topic) ?? first(bodyField(body, 'type'));
  return topic === 'payment' && dataId !== undefined && PAYMENT_ID.test(dataId) ? dataId : null;
}

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ProviderPayment, PurchaseStatus } from 'contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { InstallationSecret } from '../../database/installation-secret.js';
import { notifiedPaymentId, signatureHeader } from '../providers/notification-signature.js';
import type { CheckoutOrder, PaymentProvider, ProviderNotification } from '../providers/payment-provider.js';
import { SandboxPayment } from './sandbox-payment.entity.js';

/** The sandbox's notifications are delivered at once: an older timestamp is a replay. */
const SANDBOX_TOLERANCE_SECONDS = 300;

/** Where the sandbox's checkout page and its approve/decline form live. */
export const sandboxCheckoutPath = (checkoutCode: string): string => `/api/payment/sandbox/checkout/${checkoutCode}`;

/**
 * The built-in test provider (PAYMENT_PROVIDER=sandbox, the default). It behaves like a real
 * one: its checkout page (served by this backend) records a payment in its own table and
 * sends a notification signed with Mercado Pago's scheme and the installation's
 * `sandbox_webhook_secret`; the webhook verifies it and reads the payment back from here.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly secret: InstallationSecret;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publicUrl: string,
  ) {
    this.secret = new InstallationSecret(dataSource, 'sandbox_webhook_secret');
  }

  async createCheckout(order: CheckoutOrder): Promise<string> {
    return `${this.publicUrl}${sandboxCheckoutPath(order.checkoutCode)}`;
  }

  async verifiedPaymentId(notification: ProviderNotification): Promise<string | null> {
    return notifiedPaymentId(notification, await this.secretText(), SANDBOX_TOLERANCE_SECONDS);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.dataSource.manager.findOne(SandboxPayment, { where: { id: Number(paymentId) } });
    if (!payment) return null;
    return {
      id: String(payment.id),
      checkoutCode: payment.checkoutCode,
      status: payment.status,
      updatedAt: payment.updatedAt,
      amountCents: payment.amountCents,
      currency: 'BRL',
    };
  }

  /** The token the checkout page's form carries: it proves the form came from that page. */
  async actionToken(checkoutCode: string): Promise<string> {
    return createHmac('sha256', await this.secret.get()).update(`sandbox-action:${checkoutCode}`).digest('base64url');
  }

  async isActionToken(checkoutCode: string, token: string): Promise<boolean> {
    const expected = Buffer.from(await this.actionToken(checkoutCode));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The payer's decision, recorded as the provider's payment. */
  recordPayment(manager: EntityManager, checkoutCode: string, status: PurchaseStatus, amountCents: number): Promise<SandboxPayment> {
    return manager.save(manager.create(SandboxPayment, { checkoutCode, status, amountCents, updatedAt: new Date() }));
  }

  /** The notification a real provider would POST about the payment, signed. */
  async notification(payment: SandboxPayment, now: Date = new Date()): Promise<ProviderNotification> {
    const dataId = String(payment.id);
    const requestId = randomUUID();
    return {
      headers: {
        'x-signature': signatureHeader(await this.secretText(), dataId, requestId, Math.floor(now.getTime() / 1000)),
        'x-request-id': requestId,
        'content-type': 'application/json',
      },
      query: { 'data.id': dataId, type: 'payment' },
      body: { action: 'payment.updated', type: 'payment', data: { id: dataId }, date_created: now.toISOString() },
    };
  }

  private async secretText(): Promise<string> {
    return (await this.secret.get()).toString('hex');
  }
}

import { HttpStatus, Logger } from '@nestjs/common';
import { decimalToCents, MESSAGES, type ProviderPayment, type PurchaseStatus } from 'contracts';
import { MercadoPagoConfig, MercadoPagoError, MPNotFoundError, Payment, Preference } from 'mercadopago';
import { AppConfig as MercadoPagoSdkConfig } from 'mercadopago/dist/utils/config/index.js';
import { ApiError } from '../../common/http/api-error.js';
import type { MercadoPagoSettings } from '../../config/config.js';
import { notifiedPaymentId } from './notification-signature.js';
import type { CheckoutOrder, PaymentProvider, ProviderNotification } from './payment-provider.js';

/** Mercado Pago's payment statuses → ours; pending ones (pending, in_process, authorized, in_mediation) are no status yet. */
const STATUS: Record<string, PurchaseStatus> = {
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'refunded',
};

export const providerUnavailable = (): ApiError => ApiError.general(HttpStatus.BAD_GATEWAY, MESSAGES.paymentProviderUnavailable);

/**
 * Checkout Pro through the official SDK: a preference whose `external_reference` is our
 * checkout code, back URLs to the return page and the webhook as `notification_url`.
 * Notifications are verified with `MERCADOPAGO_WEBHOOK_SECRET`, then the payment is read
 * from the API with `MERCADOPAGO_ACCESS_TOKEN`.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  private readonly logger = new Logger('MercadoPago');
  private readonly client: MercadoPagoConfig;

  constructor(
    private readonly settings: MercadoPagoSettings,
    private readonly publicUrl: string,
  ) {
    // The SDK has no option for its API origin: every call reads this static (typed
    // readonly, a plain writable property at runtime). MERCADOPAGO_API_URL sets it; the SDK
    // is pinned exactly, and the fake-server suite fails if an upgrade moves it.
    Object.defineProperty(MercadoPagoSdkConfig, 'BASE_URL', { value: settings.apiUrl });
    // A webhook must answer within Mercado Pago's 22 s; it retries what fails.
    this.client = new MercadoPagoConfig({ accessToken: settings.accessToken, options: { timeout: 8_000, maxRetries: 1, initialDelay: 200 } });
  }

  async createCheckout(order: CheckoutOrder): Promise<string> {
    const returnUrl = `${this.publicUrl}/retorno/${order.checkoutCode}`;
    const preference = await this.call('create a preference', () =>
      new Preference(this.client).create({
        body: {
          items: [
            {
              id: String(order.productId),
              title: order.productName,
              description: `${order.productName}: ${order.months} ${order.months === 1 ? 'mês' : 'meses'}`,
              quantity: 1,
              currency_id: 'BRL',
              unit_price: order.amountCents / 100,
            },
          ],
          payer: { email: order.buyerEmail },
          external_reference: order.checkoutCode,
          back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
          auto_return: 'approved',
          notification_url: `${this.publicUrl}/api/payment/webhook/mercadopago`,
          // Nobody pays a checkout the purchases list already shows as "Expirado".
          expires: true,
          expiration_date_to: order.expiresAt.toISOString(),
        },
        // One preference per checkout code, even if the call is retried.
        requestOptions: { idempotencyKey: order.checkoutCode },
      }),
    );
    if (!preference?.init_point) {
      this.logger.error('Mercado Pago created a preference without init_point');
      throw providerUnavailable();
    }
    return preference.init_point;
  }

  async verifiedPaymentId(notification: ProviderNotification): Promise<string | null> {
    // No timestamp window: Mercado Pago retries a notification for hours, and a replay only
    // makes us read the payment's current state again.
    return notifiedPaymentId(notification, this.settings.webhookSecret);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.call('read a payment', () => new Payment(this.client).get({ id: paymentId }));
    if (payment === null || !payment.external_reference) return null;
    const updatedAt = new Date(payment.date_last_updated ?? payment.date_created ?? Number.NaN);
    return {
      id: String(payment.id ?? paymentId),
      checkoutCode: payment.external_reference,
      status: STATUS[payment.status ?? ''] ?? null,
      // Without a time of its own the payment counts from now (arrival order).
      updatedAt: Number.isNaN(updatedAt.getTime()) ? new Date() : updatedAt,
      amountCents: decimalToCents(payment.transaction_amount ?? Number.NaN) ?? -1,
      currency: payment.currency_id ?? '',
    };
  }

  /** SDK call: a 404 is "unknown" (null); any other failure is a 502 the caller or Mercado Pago retries. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof MPNotFoundError) return null;
      const detail = error instanceof MercadoPagoError ? `${error.status} ${error.error}` : String(error);
      this.logger.error(`Mercado Pago: could not ${what}: ${detail}`);
      throw providerUnavailable();
    }
  }
}

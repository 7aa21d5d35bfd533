import type { ProviderPayment } from 'contracts';
import type { AppConfig } from '../../config/config.js';

export type PaymentProviderName = AppConfig['paymentProvider'];

/** What the provider's checkout sells: one plan for one company. */
export interface CheckoutOrder {
  checkoutCode: string;
  productId: number;
  productName: string;
  months: number;
  amountCents: number;
  buyerEmail: string;
}

/** A notification as the provider's server sent it (headers, query string, parsed body). */
export interface ProviderNotification {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * One payment provider (docs/domain/plans-and-limits.md), chosen by `PAYMENT_PROVIDER`. A notification is
 * only a hint: its signature is checked, then the payment is read back from the provider.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the checkout at the provider; answers the URL to send the browser to. */
  createCheckout(order: CheckoutOrder): Promise<string>;
  /**
   * The payment a notification is about once its signature verifies; null for a verified
   * notification about something else (merchant orders…). Throws the 401 envelope otherwise.
   */
  verifiedPaymentId(notification: ProviderNotification): Promise<string | null>;
  /** The payment as the provider has it now; null when the provider does not know it. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

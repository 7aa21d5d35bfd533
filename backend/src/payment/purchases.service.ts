import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canBuyPlan,
  centsToDecimal,
  type Checkout,
  type CheckoutCompany,
  MESSAGES,
  type NotificationOutcome,
  paidInFull,
  planTotalCents,
  type ProviderPayment,
  type Purchase as PurchaseDto,
  PURCHASE_STATUS_LABELS,
  purchaseChange,
  type PurchaseState,
  renewedLockDate,
  revokedLockDate,
} from 'contracts';
import { type EntityManager, IsNull, Not, type DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { CompanyAccessService } from '../companies/company-access.service.js';
import { Company } from '../companies/company.entity.js';
import { forUpdate } from '../companies/row-lock.js';
import { transaction } from '../database/transaction.js';
import { findProduct } from './products.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderNotification } from './providers/payment-provider.js';
import { Purchase } from './purchase.entity.js';

const purchaseView = (purchase: Purchase): PurchaseDto => ({
  id: purchase.id,
  date: purchase.createdAt.toISOString(),
  produto_name: purchase.productName,
  produto_cost: centsToDecimal(purchase.costCents),
  months: purchase.months,
  amount: centsToDecimal(purchase.amountCents),
  status: purchase.status === null ? null : PURCHASE_STATUS_LABELS[purchase.status],
  status_code: purchase.status,
});

const purchaseState = (purchase: Purchase): PurchaseState => ({
  status: purchase.status,
  statusAt: purchase.statusAt,
  paymentId: purchase.providerPaymentId,
  approvedAt: purchase.approvedAt,
  revokedAt: purchase.revokedAt,
  amountCents: purchase.amountCents,
});

export const checkoutNotFound = (): ApiError => ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.checkoutNotFound);

/**
 * Purchases (docs/domain/plans-and-limits.md): listing, buying (a purchase in
 * "Processando" plus a checkout at the provider), the checkout-code lookup of the return
 * page, and the provider's verified word, which alone changes a purchase and the company's
 * access. Blocked companies reach all of it: that is how they renew.
 */
@Injectable()
export class PurchasesService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CompanyAccessService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Any member (or a system administrator); newest first. */
  async list(user: AuthUser, companyId: number): Promise<PurchaseDto[]> {
    const manager = this.dataSource.manager;
    await this.access.access(manager, user, companyId);
    const purchases = await manager.find(Purchase, { where: { companyId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return purchases.map(purchaseView);
  }

  /**
   * Owner, admin or system administrator. The provider is called outside any transaction
   * (a network call must not hold row locks); the purchase is written after it answers, so
   * a provider failure leaves nothing behind.
   */
  async buy(user: AuthUser, companyId: number, productId: number): Promise<Checkout> {
    const { viewer } = await this.access.access(this.dataSource.manager, user, companyId);
    if (!canBuyPlan(viewer)) throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.buyPlanForbidden);
    const product = await findProduct(this.dataSource.manager, productId);
    const checkoutCode = randomBytes(16).toString('base64url');
    const amountCents = planTotalCents(product.costCents, product.months);
    const url = await this.provider.createCheckout({
      checkoutCode,
      productId: product.id,
      productName: product.name,
      months: product.months,
      amountCents,
      buyerEmail: user.email,
    });
    await transaction(this.dataSource, async (manager) => {
      // Locked, so a company deleted meanwhile is a 404 instead of a dangling purchase.
      await this.access.access(manager, user, companyId, true);
      await manager.save(
        manager.create(Purchase, {
          companyId,
          buyerId: user.id,
          productId: product.id,
          productName: product.name,
          costCents: product.costCents,
          months: product.months,
          amountCents,
          checkoutCode,
          provider: this.provider.name,
          providerPaymentId: null,
          status: null,
          statusAt: null,
          approvedAt: null,
          revokedAt: null,
          createdAt: new Date(),
        }),
      );
    });
    this.logger.log(`purchase started: company ${companyId}, product ${product.id}, user ${user.id}, provider ${this.provider.name}`);
    return { url };
  }

  /** The return page's lookup: the purchase's company, for whoever may see that company. */
  async companyIdForCheckoutCode(user: AuthUser, checkoutCode: string): Promise<CheckoutCompany> {
    const purchase = await this.dataSource.manager.findOne(Purchase, { where: { checkoutCode } });
    if (!purchase) throw checkoutNotFound();
    try {
      await this.access.access(this.dataSource.manager, user, purchase.companyId);
    } catch (error) {
      // Someone else's checkout code is as unknown as a made-up one.
      if (error instanceof ApiError && error.getStatus() === HttpStatus.NOT_FOUND) throw checkoutNotFound();
      throw error;
    }
    return { companyId: purchase.companyId, purchaseId: purchase.id };
  }

  /**
   * A notification for `providerName`: verified, then the payment read back from the
   * provider, then applied. Only the configured provider's webhook exists.
   */
  async receiveNotification(providerName: string, notification: ProviderNotification): Promise<NotificationOutcome> {
    if (providerName !== this.provider.name) throw ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.apiNotFound);
    const paymentId = await this.provider.verifiedPaymentId(notification);
    if (paymentId === null) return 'ignored';
    const payment = await this.provider.fetchPayment(paymentId);
    if (!payment) {
      this.logger.warn(`payment notification for a payment the provider does not know (${this.provider.name} ${paymentId})`);
      return 'ignored';
    }
    return this.applyPayment(payment);
  }

  /**
   * The provider's word on one payment, applied in one transaction with the purchase and
   * company rows locked: the purchase changes only when the word is newer than the one it
   * holds (contracts `purchaseChange`), and the first approval moves the company to the
   * full plan with its lock date at max(now, lock date) + months.
   */
  private applyPayment(payment: ProviderPayment): Promise<NotificationOutcome> {
    return transaction(this.dataSource, async (manager) => {
      const purchase = await manager.findOne(Purchase, { where: { checkoutCode: payment.checkoutCode }, ...forUpdate(manager) });
      if (!purchase || purchase.provider !== this.provider.name) {
        this.logger.warn(`payment ${payment.id} names no purchase of ${this.provider.name}`);
        return 'ignored';
      }
      const state = purchaseState(purchase);
      if (payment.status === 'approved' && !paidInFull(state, payment)) {
        this.logger.error(
          `payment ${payment.id} approved with ${payment.amountCents} ${payment.currency} for purchase ${purchase.id} of ${purchase.amountCents} BRL: access not granted`,
        );
      }
      const change = purchaseChange(state, payment);
      if (!change) return 'unchanged';
      if (change.grantAccess) {
        const company = await manager.findOne(Company, { where: { id: purchase.companyId }, ...forUpdate(manager) });
        // Unreachable: deleting a company deletes its purchases (ON DELETE CASCADE).
        if (!company) return 'ignored';
        const now = new Date();
        company.plan = 'full';
        company.lockDate = renewedLockDate(company.lockDate, purchase.months, now);
        await manager.save(company);
        purchase.approvedAt = now;
        this.logger.log(`purchase ${purchase.id} approved: company ${company.id} full until ${company.lockDate.toISOString()}`);
      }
      if (change.revokeAccess) await this.revokeAccess(manager, purchase, change.status);
      purchase.status = change.status;
      purchase.statusAt = change.statusAt;
      purchase.providerPaymentId = change.paymentId;
      await manager.save(purchase);
      return 'applied';
    });
  }

  /**
   * A refund or chargeback of a granted purchase (rows locked by the caller's transaction):
   * the company's lock date loses the purchase's months, and its plan goes back to demo when
   * no other granted purchase remains. `revokedAt` records it, so it happens once.
   */
  private async revokeAccess(manager: EntityManager, purchase: Purchase, status: Purchase['status']): Promise<void> {
    const company = await manager.findOne(Company, { where: { id: purchase.companyId }, ...forUpdate(manager) });
    if (!company) return;
    const now = new Date();
    purchase.revokedAt = now;
    const remaining = await manager.count(Purchase, {
      where: { companyId: company.id, approvedAt: Not(IsNull()), revokedAt: IsNull(), id: Not(purchase.id) },
    });
    if (company.lockDate) company.lockDate = revokedLockDate(company.lockDate, purchase.months);
    if (remaining === 0) company.plan = 'demo';
    await manager.save(company);
    this.logger.warn(
      `purchase ${purchase.id} ${status ?? 'reversed'} after approval: access revoked, company ${company.id} ${company.plan} until ${company.lockDate?.toISOString() ?? 'no date'} (${remaining} granted purchase(s) remain)`,
    );
  }
}

import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canBuyPlan, checkoutExpired, MESSAGES, type SandboxDecision } from 'contracts';
import type { DataSource } from 'typeorm';
import { AuthService, type Caller } from '../../auth/auth.service.js';
import { ApiError } from '../../common/http/api-error.js';
import { CompanyAccessService } from '../../companies/company-access.service.js';
import { Company } from '../../companies/company.entity.js';
import { transaction } from '../../database/transaction.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { Purchase } from '../purchase.entity.js';
import { checkoutNotFound, checkoutProgress, PurchasesService } from '../purchases.service.js';
import type { SandboxCheckoutView } from './sandbox-page.js';
import { SandboxProvider } from './sandbox.provider.js';

/**
 * The sandbox provider's checkout (only while PAYMENT_PROVIDER=sandbox; 404 otherwise): the
 * page's data, and the payer's decision, which the sandbox records as its payment and
 * notifies through the same verified path as any provider notification.
 */
@Injectable()
export class SandboxCheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly purchases: PurchasesService,
    private readonly auth: AuthService,
    private readonly access: CompanyAccessService,
  ) {}

  async view(checkoutCode: string): Promise<SandboxCheckoutView> {
    const sandbox = this.sandbox();
    const purchase = await this.purchase(checkoutCode);
    const company = await this.dataSource.manager.findOne(Company, { where: { id: purchase.companyId } });
    const alreadyPaid = purchase.approvedAt !== null;
    return {
      checkoutCode,
      companyName: company?.fantasyName ?? '',
      productName: purchase.productName,
      months: purchase.months,
      costCents: purchase.costCents,
      amountCents: purchase.amountCents,
      alreadyPaid,
      actionToken: alreadyPaid ? undefined : await sandbox.actionToken(checkoutCode),
    };
  }

  /**
   * Records the decision as the sandbox's payment and notifies it; nothing once the purchase
   * is approved. Only the buyer decides: the form signs in an owner or administrator of the
   * purchase's company (or a system administrator), under the sign-in's rate limits; a
   * stranger's checkout is as unknown as a made-up one.
   */
  async decide(checkoutCode: string, decision: SandboxDecision, caller: Caller): Promise<void> {
    const sandbox = this.sandbox();
    if (!(await sandbox.isActionToken(checkoutCode, decision.token))) {
      throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.sandboxActionInvalid);
    }
    const purchase = await this.purchase(checkoutCode);
    const user = await this.auth.signedInUser(decision, caller);
    const found = await this.dataSource.manager.findOne(Company, { where: { id: purchase.companyId } });
    const viewer = found && (await this.access.viewerOf(this.dataSource.manager, user, found.id));
    if (!viewer || (viewer.role === null && !viewer.isSysAdmin)) throw checkoutNotFound();
    if (!canBuyPlan(viewer)) throw ApiError.general(HttpStatus.FORBIDDEN, MESSAGES.buyPlanForbidden);
    if (purchase.approvedAt !== null) return;
    const status = decision.decision === 'approve' ? 'approved' : 'rejected';
    const payment = await transaction(this.dataSource, (manager) =>
      sandbox.recordPayment(manager, checkoutCode, status, purchase.amountCents),
    );
    await this.purchases.receiveNotification(sandbox.name, await sandbox.notification(payment));
  }

  private sandbox(): SandboxProvider {
    if (this.provider instanceof SandboxProvider) return this.provider;
    throw ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.apiNotFound);
  }

  /** The checkout's purchase; 404 for an unknown one, 410 for one abandoned past its expiry (contracts CHECKOUT_EXPIRY_HOURS). */
  private async purchase(checkoutCode: string): Promise<Purchase> {
    const purchase = await this.dataSource.manager.findOne(Purchase, { where: { checkoutCode, provider: 'sandbox' } });
    if (!purchase) throw checkoutNotFound();
    if (checkoutExpired(checkoutProgress(purchase), new Date())) throw ApiError.general(HttpStatus.GONE, MESSAGES.checkoutExpired);
    return purchase;
  }
}

import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PaymentController } from './payment.controller.js';
import { Product } from './product.entity.js';
import { ProductsService } from './products.service.js';
import { MercadoPagoProvider } from './providers/mercadopago.provider.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.js';
import { Purchase } from './purchase.entity.js';
import { PurchasesService } from './purchases.service.js';
import { SandboxCheckoutController } from './sandbox/sandbox-checkout.controller.js';
import { SandboxCheckoutService } from './sandbox/sandbox-checkout.service.js';
import { SandboxPayment } from './sandbox/sandbox-payment.entity.js';
import { SandboxProvider } from './sandbox/sandbox.provider.js';
import { WebhookController } from './webhook.controller.js';

/** `PAYMENT_PROVIDER` picks the one provider of the process. */
function paymentProvider(config: AppConfig, dataSource: DataSource): PaymentProvider {
  if (config.paymentProvider === 'mercadopago') return new MercadoPagoProvider(config.mercadoPago!, config.publicUrl);
  new Logger('Payments').warn('PAYMENT_PROVIDER=sandbox: checkouts are test pages that approve purchases without any payment; set PAYMENT_PROVIDER=mercadopago to take real payments');
  return new SandboxProvider(dataSource, config.publicUrl);
}

/**
 * Plans, purchases, checkout and provider notifications (docs/domain/plans-and-limits.md). Company-scoped
 * calls go through CompaniesModule's CompanyAccessService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Product, Purchase, SandboxPayment]), AuthModule, CompaniesModule],
  controllers: [PaymentController, WebhookController, SandboxCheckoutController],
  providers: [
    ProductsService,
    PurchasesService,
    SandboxCheckoutService,
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG, getDataSourceToken()], useFactory: paymentProvider },
  ],
})
export class PaymentModule {}

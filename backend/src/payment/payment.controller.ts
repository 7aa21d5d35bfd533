import { Controller, Delete, Get, Inject, Post, Put, UseGuards } from '@nestjs/common';
import { checkoutCodeSchema, idSchema, type PaymentConfig, productInputSchema, type ProductInput } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SysAdminGuard } from '../auth/sys-admin.guard.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { ProductsService } from './products.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider.js';
import { PurchasesService } from './purchases.service.js';

/** The seed's plans and payment calls (§7), paths exactly as written, and the products' administration. */
@Controller('api/payment')
@UseGuards(TokenAuthGuard)
export class PaymentController {
  constructor(
    private readonly products: ProductsService,
    private readonly purchases: PurchasesService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Which provider takes the payments: the plans page says so when checkouts are tests. */
  @Get('config')
  config(): PaymentConfig {
    return { provider: this.provider.name, sandbox: this.provider.name === 'sandbox' };
  }

  @Get('products')
  listProducts() {
    return this.products.list();
  }

  @Post('products')
  @UseGuards(SysAdminGuard)
  createProduct(@ZodBody(productInputSchema) body: ProductInput) {
    return this.products.create(body);
  }

  @Put('products/:id')
  @UseGuards(SysAdminGuard)
  updateProduct(@ZodParam('id', idSchema) id: number, @ZodBody(productInputSchema) body: ProductInput) {
    return this.products.update(id, body);
  }

  @Delete('products/:id')
  @UseGuards(SysAdminGuard)
  deleteProduct(@ZodParam('id', idSchema) id: number) {
    return this.products.delete(id);
  }

  @Get('compras/:companyId')
  listPurchases(@CurrentUser() user: AuthUser, @ZodParam('companyId', idSchema) companyId: number) {
    return this.purchases.list(user, companyId);
  }

  @Get(':companyId/buy/:productId')
  buy(
    @CurrentUser() user: AuthUser,
    @ZodParam('companyId', idSchema) companyId: number,
    @ZodParam('productId', idSchema) productId: number,
  ) {
    return this.purchases.buy(user, companyId, productId);
  }

  @Get('get_company_id_for_checkout_code/:code')
  companyIdForCheckoutCode(@CurrentUser() user: AuthUser, @ZodParam('code', checkoutCodeSchema) code: string) {
    return this.purchases.companyIdForCheckoutCode(user, code);
  }
}

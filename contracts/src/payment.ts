import { z } from 'zod';
import { loginSchema } from './accounts.js';
import { wholeNumber } from './ids.js';
import { MESSAGES } from './messages.js';
import {
  decimalToCents,
  MAX_PRODUCT_COST_CENTS,
  MAX_PRODUCT_MONTHS,
  MAX_PRODUCT_ORDER,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PURCHASE_STATUSES,
} from './payment-rules.js';
import { multiLineText, singleLineText } from './text.js';

/**
 * Request and answer schemas of the plans and payment calls (docs/domain/plans-and-limits.md). The rules they use are in payment-rules.ts (no zod).
 */

// ---------------------------------------------------------------- products

/** A plan on sale (GET /api/payment/products → data[], sorted by `ordem`). */
export const planProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** R$ per month, decimal text ("49.90"). */
  cost: z.string(),
  months: z.number().int(),
  description: z.string(),
  incentivar: z.boolean(),
  ordem: z.number().int(),
});
export type Product = z.infer<typeof planProductSchema>;
export const productListSchema = z.array(planProductSchema);

const productCost = z
  .union([z.string(), z.number()], { error: MESSAGES.productCostInvalid })
  .transform((value, ctx) => {
    const cents = decimalToCents(value);
    if (cents === null || cents <= 0 || cents > MAX_PRODUCT_COST_CENTS) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.productCostInvalid });
      return z.NEVER;
    }
    return cents;
  });

const productMonths = wholeNumber(MESSAGES.productMonthsInvalid).pipe(
  z.number().min(1, MESSAGES.productMonthsInvalid).max(MAX_PRODUCT_MONTHS, MESSAGES.productMonthsInvalid),
);

const productOrder = wholeNumber(MESSAGES.productOrderInvalid).pipe(
  z.number().min(0, MESSAGES.productOrderInvalid).max(MAX_PRODUCT_ORDER, MESSAGES.productOrderInvalid),
);

/**
 * POST /api/payment/products and PUT /api/payment/products/{id} (system administrators).
 * `cost` arrives as R$ text ("49,90" or "49.90") or a number and leaves as centavos.
 */
export const productInputSchema = z.object({
  name: singleLineText(PRODUCT_NAME_MAX_LENGTH, MESSAGES.nameRequired),
  cost: productCost,
  months: productMonths,
  description: multiLineText(PRODUCT_DESCRIPTION_MAX_LENGTH).optional().default(''),
  incentivar: z.boolean({ error: MESSAGES.invalidChoice }).optional().default(false),
  ordem: productOrder.optional().default(0),
});
export type PlanProductRequest = z.input<typeof productInputSchema>;
export type ProductInput = z.output<typeof productInputSchema>;

/** DELETE /api/payment/products/{id} → data */
export const deletedProductSchema = z.object({ id: z.number().int() });
export type DeletedProduct = z.infer<typeof deletedProductSchema>;

/**
 * A purchase of a company (GET /api/payment/compras/{companyId} → data[], newest first).
 * `status` is the text to show as it comes (null = "Processando"); `status_code`
 * is the same fact for code. `produto_cost` is the monthly cost bought, `amount` the total paid.
 */
export const purchaseSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  produto_name: z.string(),
  produto_cost: z.string(),
  months: z.number().int(),
  amount: z.string(),
  status: z.string().nullable(),
  status_code: z.enum(PURCHASE_STATUSES).nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseListSchema = z.array(purchaseSchema);

/** GET /api/payment/{companyId}/buy/{productId} → data: where to send the browser. */
export const checkoutSchema = z.object({ url: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * GET /api/payment/get_company_id_for_checkout_code/{code} → data: the checkout's company, and
 * its purchase, whose outcome the plans page then tells ("Pagamento recusado: …").
 */
export const checkoutCompanySchema = z.object({ companyId: z.number().int(), purchaseId: z.number().int() });
export type CheckoutCompany = z.infer<typeof checkoutCompanySchema>;

/** Checkout codes are 22 base64url characters (16 random bytes); path and body check. */
export const checkoutCodeSchema = z
  .string({ error: MESSAGES.checkoutNotFound })
  .regex(/^[A-Za-z0-9_-]{22}$/, MESSAGES.checkoutNotFound);

/**
 * The sandbox checkout page's form (POST /api/payment/sandbox/checkout/{code}): the payer's
 * decision, the page's own signed token (the form is posted by a browser without the
 * XSRF header; the token proves it came from the page) and the buyer's sign-in, as a real
 * provider's checkout asks for its account: only an owner or administrator of the buying
 * company decides (a checkout link alone approves nothing).
 */
export const sandboxDecisionSchema = z.object({
  token: z.string({ error: MESSAGES.sandboxActionInvalid }).max(100, MESSAGES.sandboxActionInvalid),
  decision: z.enum(['approve', 'decline'], { error: MESSAGES.invalidChoice }),
  ...loginSchema.shape,
});
export type SandboxDecision = z.output<typeof sandboxDecisionSchema>;

/**
 * GET /api/payment/config → data: which payment provider this installation uses, so the
 * plans page can say when checkouts are tests ("Ambiente de teste").
 */
export const paymentConfigSchema = z.object({ provider: z.enum(['sandbox', 'mercadopago']), sandbox: z.boolean() });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * What a provider's notification (POST /api/payment/webhook/{provider}) is answered: received,
 * and whether it applied a payment, found it already applied, or ignored it (not a payment of ours).
 */
export const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'unchanged', 'ignored']) });
export type NotificationOutcome = z.infer<typeof webhookAnswerSchema>['outcome'];

import {
  ANALYSIS_KIND_KEYS,
  ANALYSIS_KIND_SCHEMAS,
  ANALYSIS_KINDS,
  historyPageSchema,
  historyRoutes,
  pastRevisionSchema,
  analysesSummarySchema,
  liveTicketSchema,
  authenticatedUserSchema,
  checkoutCompanySchema,
  checkoutSchema,
  choicesSchema,
  companySchema,
  companyStaffSchema,
  deletedCompanySchema,
  deletedProductSchema,
  foundUserSchema,
  healthSchema,
  readinessSchema,
  mcpCategorySchema,
  multifatorialCategorySchema,
  myCompaniesSchema,
  pageViewReportSchema,
  paymentConfigSchema,
  planProductSchema,
  productListSchema,
  purchaseListSchema,
  registerResponseSchema,
  updateCollaboratorResultSchema,
  updatedUserNameSchema,
  webhookAnswerSchema,
} from 'contracts';
import { z } from 'zod';
import { ANALYSIS_MODULES } from '../analysis-kinds.js';
import type { ErrorStatus } from './document.js';

/** The document's form of a route ('mcps/:id/' → '/api/mcps/{id}'). */
const documentPath = (route: string) => `/api/${route.replace(/\/$/, '').replace(/:(\w+)/g, '{$1}')}`;

/** The routes every analysis answers, from each kind's contracts descriptor. */
const ANALYSIS_ANSWERS: Record<string, z.ZodType> = Object.fromEntries(
  ANALYSIS_KIND_KEYS.flatMap((kind) => {
    const { routes } = ANALYSIS_KINDS[kind];
    const schemas = ANALYSIS_KIND_SCHEMAS[kind];
    return [
      [`GET ${documentPath(routes.list)}`, z.array(schemas.answer)],
      [`POST ${documentPath(routes.list)}`, schemas.answer],
      [`GET ${documentPath(routes.one)}`, schemas.answer],
      [`PATCH ${documentPath(routes.patch)}`, schemas.answer],
      [`DELETE ${documentPath(routes.one)}`, z.null()],
      [`GET ${documentPath(historyRoutes(routes).list)}`, historyPageSchema],
      [`GET ${documentPath(historyRoutes(routes).one)}`, pastRevisionSchema(schemas.answer, schemas.chart, schemas.lookups)],
      [`POST ${documentPath(historyRoutes(routes).restore)}`, schemas.answer],
    ];
  }),
);

/**
 * What `data` holds in the success envelope of each route ('METHOD /path' as in the document),
 * from the contracts schemas; `z.null()` for a call answered with a message only. A test
 * fails on a JSON route missing here and on a key that names no route.
 */
export const ANSWERS: Readonly<Record<string, z.ZodType>> = {
  'GET /api/health': healthSchema,
  'GET /api/health/ready': readinessSchema,
  // Calls answered with a message only (the e-mail sent, the session closed…): `data` is null.
  'POST /api/auth/confirmemail': z.null(),
  'POST /api/auth/resendconfirmationemail': z.null(),
  'GET /api/general/logout': z.null(),
  'POST /api/general/send_recover_password_email': z.null(),
  'POST /api/auth/recoverPasswordForm': z.null(),
  'POST /api/general/update_user_password': z.null(),
  'POST /api/auth/register': registerResponseSchema,
  'POST /api/general/update_user_name': updatedUserNameSchema,
  'POST /api/general/login': authenticatedUserSchema,
  'GET /api/general/get_authenticated_user': authenticatedUserSchema,
  'POST /api/general/get_company_basic_info': companySchema,
  'GET /api/general/get_my_companies': myCompaniesSchema,
  'GET /api/general/get_companies_admin': z.array(companySchema),
  'GET /api/general/get_choices': choicesSchema,
  'POST /api/general/new_company': companySchema,
  'POST /api/general/update_company': companySchema,
  'POST /api/general/delete_company': deletedCompanySchema,
  'GET /api/general/set_active_company/{id}': companySchema,
  'GET /api/general/lock_company/{id}': companySchema,
  'POST /api/general/unlock_company/{id}': companySchema,
  'POST /api/general/extend_company/{id}': companySchema,
  'GET /api/general/toggle_demo/{id}': companySchema,
  'GET /api/general/get_company_staff/{companyId}': companyStaffSchema,
  'POST /api/general/update_collaborator': updateCollaboratorResultSchema,
  'POST /api/general/find_user_by_email': foundUserSchema,
  'GET /api/company/{companyId}/analyses_summary': analysesSummarySchema,
  'POST /api/company/{companyId}/events/ticket': liveTicketSchema,
  ...ANALYSIS_ANSWERS,
  // Each kind's own routes, from its module.
  ...Object.assign({}, ...Object.values(ANALYSIS_MODULES).map((module) => module.answers)),
  // A category of an MCP or of a multifatorial, as the one path serves both.
  'GET /api/category/{id}': z.union([mcpCategorySchema, multifatorialCategorySchema]),
  'PUT /api/category/{id}': z.union([mcpCategorySchema, multifatorialCategorySchema]),
  'DELETE /api/category/{id}': z.null(),
  'GET /api/payment/config': paymentConfigSchema,
  'POST /api/payment/webhook/{provider}': webhookAnswerSchema,
  'GET /api/payment/products': productListSchema,
  'POST /api/payment/products': planProductSchema,
  'PUT /api/payment/products/{id}': planProductSchema,
  'DELETE /api/payment/products/{id}': deletedProductSchema,
  'GET /api/payment/compras/{companyId}': purchaseListSchema,
  'GET /api/payment/{companyId}/buy/{productId}': checkoutSchema,
  'GET /api/payment/get_company_id_for_checkout_code/{code}': checkoutCompanySchema,
  'POST /api/analytics/pageview': z.object({ recorded: z.number().int() }),
  'GET /api/analytics/pageviews': pageViewReportSchema,
};

/**
 * Error answers a route gives beyond those its declaration shows (see document.ts errorsOf):
 * 409 for a name or e-mail already taken, 429 for the rate-limited calls (LIMITS), 401 for
 * a provider notification without a valid signature.
 */
export const EXTRA_ERRORS: Readonly<Record<string, readonly ErrorStatus[]>> = {
  'GET /api/health/ready': [503],
  'POST /api/payment/webhook/{provider}': [401],
  // An abandoned checkout (contracts CHECKOUT_EXPIRY_HOURS); the form signs its buyer in, under the sign-in's limits.
  'GET /api/payment/sandbox/checkout/{code}': [410],
  'POST /api/payment/sandbox/checkout/{code}': [410, 429],
  'GET /api/company/{companyId}/events': [401],
  'POST /api/auth/register': [409, 429],
  'POST /api/auth/resendconfirmationemail': [429],
  'POST /api/general/login': [429],
  'POST /api/general/send_recover_password_email': [429],
  'POST /api/general/update_user_password': [429],
  'POST /api/general/update_collaborator': [429],
  'POST /api/general/find_user_by_email': [429],
  'POST /api/products/{id}/add_product_domain': [409],
  'PUT /api/products/{id}/update_product_domain': [409],
};

import { Controller, Delete, Get, Headers, Patch, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  bulkControlDataSchema,
  categorySchema,
  competitorSchema,
  controlDataSchema,
  expensesSchema,
  idSchema,
  MCP_BULK_MAX_BODY_BYTES,
  mcpChartQuerySchema,
  mcpCompanyDefaultsSchema,
  mcpPatchSchema,
  newDomainSchema,
  newMcpSchema,
  newSubcategorySchema,
  productSchema,
  renameDomainSchema,
  retagSubcategorySchema,
} from 'contracts';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { BodyOptions } from '../common/http/deferred-body-errors.js';
import { cachedAnswer } from '../common/http/conditional-get.js';
import { type Dto, ZodBody, ZodParam, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { ChartDataService } from './chart-data.service.js';
import { ControlDataService } from './control-data.service.js';
import { DomainsService } from './domains.service.js';
import { McpItemsService } from './mcp-items.service.js';
import { McpsService } from './mcps.service.js';

const Id = () => ZodParam('id', idSchema);
const CompanyId = () => ZodParam('companyId', idSchema);

/** The MCP calls, paths exactly as clients know them, plus DELETE on each resource. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class McpController {
  constructor(
    private readonly mcps: McpsService,
    private readonly items: McpItemsService,
    private readonly control: ControlDataService,
    private readonly domains: DomainsService,
    private readonly charts: ChartDataService,
    private readonly fairUse: FairUseService,
  ) {}

  // ---------------------------------------------------------------- the company's MCPs

  @Get('company/:companyId/mcps/')
  list(@CurrentUser() user: AuthUser, @CompanyId() companyId: number) {
    return this.mcps.list(user, companyId);
  }

  @Post('company/:companyId/mcps/')
  create(@CurrentUser() user: AuthUser, @CompanyId() companyId: number, @ZodBody(newMcpSchema) body: Dto<typeof newMcpSchema>) {
    return this.mcps.create(user, companyId, body);
  }

  @Put('company/:companyId/mcps/update_company/')
  updateDefaults(
    @CurrentUser() user: AuthUser,
    @CompanyId() companyId: number,
    @ZodBody(mcpCompanyDefaultsSchema) body: Dto<typeof mcpCompanyDefaultsSchema>,
  ) {
    return this.mcps.updateDefaults(user, companyId, body);
  }

  /** The compact answer (contracts `expandMcpChartData`), with an ETag: a repeated read is a 304. */
  @Get('company/:companyId/mcps/chart_data/')
  async chartData(
    @CurrentUser() user: AuthUser,
    @CompanyId() companyId: number,
    @ZodQuery(mcpChartQuerySchema) query: Dto<typeof mcpChartQuerySchema>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return cachedAnswer(reply, await this.fairUse.expensiveRead(user, () => this.charts.chartData(user, companyId, query, ifNoneMatch)));
  }

  // ---------------------------------------------------------------- one MCP

  @Get('mcps/:id/')
  get(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.mcps.get(user, id);
  }

  @Patch('v3/mcps/:id/')
  update(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(mcpPatchSchema) body: Dto<typeof mcpPatchSchema>) {
    return this.mcps.update(user, id, body);
  }

  @Delete('mcps/:id/')
  delete(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.mcps.delete(user, id);
  }

  @Get('mcps/:id/categories_and_products/')
  categoriesAndProducts(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.categoriesWith(user, id, 'product');
  }

  @Get('mcps/:id/categories_and_competitors/')
  categoriesAndCompetitors(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.categoriesWith(user, id, 'competitor');
  }

  @Get('mcps/:id/control_data/')
  controlData(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.fairUse.expensiveRead(user, () => this.control.controlData(user, id));
  }

  @Put('mcps/:id/control_data/')
  @BodyOptions({ limit: MCP_BULK_MAX_BODY_BYTES, bulkOf: 'mcp' })
  saveControlData(
    @CurrentUser() user: AuthUser,
    @Id() id: number,
    @ZodBody(bulkControlDataSchema) rows: Dto<typeof bulkControlDataSchema>,
  ) {
    return this.control.saveControlData(user, id, rows);
  }

  @Get('mcps/:id/retrieve_domains_and_categories/')
  domainsOf(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.domains.domains(user, id);
  }

  // ---------------------------------------------------------------- categories

  @Post('mcps/:id/categories/')
  createCategory(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(categorySchema) body: Dto<typeof categorySchema>) {
    return this.items.createCategory(user, id, body);
  }


  // ---------------------------------------------------------------- products

  @Post('products/')
  createProduct(@CurrentUser() user: AuthUser, @ZodBody(productSchema) body: Dto<typeof productSchema>) {
    return this.items.createItem(user, 'product', body);
  }

  @Get('products/:id/')
  getProduct(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.getItem(user, 'product', id);
  }

  @Put('products/:id/')
  updateProduct(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(productSchema) body: Dto<typeof productSchema>) {
    return this.items.updateItem(user, 'product', id, body);
  }

  @Delete('products/:id/')
  deleteProduct(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.deleteItem(user, 'product', id);
  }

  @Put('products/:id/update_control/')
  updateProductControl(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(controlDataSchema) body: Dto<typeof controlDataSchema>) {
    return this.control.updateControl(user, 'product', id, body);
  }

  @Put('products/:id/update_expenses/')
  updateExpenses(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(expensesSchema) body: Dto<typeof expensesSchema>) {
    return this.control.updateExpenses(user, id, body);
  }

  @Get('products/:id/retrieve_additional_info/')
  additionalInfo(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.control.additionalInfo(user, id);
  }

  @Post('products/:id/add_product_domain/')
  addDomain(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(newDomainSchema) body: Dto<typeof newDomainSchema>) {
    return this.domains.addDomain(user, id, body);
  }

  @Post('products/:id/add_product_subcategory/')
  addSubcategory(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(newSubcategorySchema) body: Dto<typeof newSubcategorySchema>) {
    return this.domains.addSubcategory(user, id, body);
  }

  @Put('products/:id/update_product_domain/')
  renameDomain(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(renameDomainSchema) body: Dto<typeof renameDomainSchema>) {
    return this.domains.renameDomain(user, id, body);
  }

  @Put('products/:id/update_product_subcategory/')
  retag(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(retagSubcategorySchema) body: Dto<typeof retagSubcategorySchema>) {
    return this.domains.retag(user, id, body);
  }

  // ---------------------------------------------------------------- competitors

  @Post('competitors/')
  createCompetitor(@CurrentUser() user: AuthUser, @ZodBody(competitorSchema) body: Dto<typeof competitorSchema>) {
    return this.items.createItem(user, 'competitor', body);
  }

  @Get('competitors/:id/')
  getCompetitor(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.getItem(user, 'competitor', id);
  }

  @Put('competitors/:id/')
  updateCompetitor(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(competitorSchema) body: Dto<typeof competitorSchema>) {
    return this.items.updateItem(user, 'competitor', id, body);
  }

  @Delete('competitors/:id/')
  deleteCompetitor(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.deleteItem(user, 'competitor', id);
  }

  @Put('competitors/:id/update_control/')
  updateCompetitorControl(
    @CurrentUser() user: AuthUser,
    @Id() id: number,
    @ZodBody(controlDataSchema) body: Dto<typeof controlDataSchema>,
  ) {
    return this.control.updateControl(user, 'competitor', id, body);
  }
}

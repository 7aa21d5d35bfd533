import type { EntityManager } from 'typeorm';
import type { AnalysisEntity } from '../analyses/analysis.entity.js';
import type { Mcp } from './mcp.entity.js';
import { Controller, Get, Headers, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  bulkControlDataSchema,
  categorySchema,
  competitorSchema,
  controlDataSchema,
  expensesSchema,
  MCP_BULK_MAX_BODY_BYTES,
  mcpChartQuerySchema,
  mcpChartSvgQuerySchema,
  mcpCompanyDefaultsSchema,
  newDomainSchema,
  newSubcategorySchema,
  productSchema,
  renameDomainSchema,
  retagSubcategorySchema,
} from 'contracts';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController, CompanyIdParam, IdParam } from '../analyses/analysis-controller.js';
import { addPartRoutes, partRoutesOf } from '../analyses/part-routes.js';
import { BodyOptions } from '../common/http/deferred-body-errors.js';
import { cachedAnswer } from '../common/http/conditional-get.js';
import { type Dto, ZodBody, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { ChartDataService, mcpChartLookups } from './chart-data.service.js';
import { ControlDataService } from './control-data.service.js';
import { DomainsService } from './domains.service.js';
import { McpItemsService } from './mcp-items.service.js';
import { McpsService } from './mcps.service.js';
import { type ExpectedVersion, IfMatch } from '../common/http/if-match.decorator.js';

/** The MCP calls, paths exactly as clients know them, plus DELETE on each resource; the calls on its parts by id below. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class McpController extends analysisController('mcp', McpsService, McpItemsService) {
  constructor(
    mcps: McpsService,
    items: McpItemsService,
    readonly control: ControlDataService,
    readonly domains: DomainsService,
    private readonly charts: ChartDataService,
    private readonly fairUse: FairUseService,
  ) {
    super(mcps, items);
  }

  // ---------------------------------------------------------------- the company's MCPs

  @Put('company/:companyId/mcps/update_company/')
  updateDefaults(
    @CurrentUser() user: AuthUser,
    @CompanyIdParam() companyId: number,
    @ZodBody(mcpCompanyDefaultsSchema) body: Dto<typeof mcpCompanyDefaultsSchema>,
  ) {
    return this.analyses.updateDefaults(user, companyId, body);
  }

  /** The compact answer (contracts `expandMcpChartData`), with an ETag: a repeated read is a 304. */
  @Get('company/:companyId/mcps/chart_data/')
  async chartData(
    @CurrentUser() user: AuthUser,
    @CompanyIdParam() companyId: number,
    @ZodQuery(mcpChartQuerySchema) query: Dto<typeof mcpChartQuerySchema>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return cachedAnswer(reply, await this.fairUse.expensiveRead(user, () => this.charts.chartData(user, companyId, query, ifNoneMatch)));
  }

  /** The chart page's first screen, an SVG drawn by the server at the page's chart size ({ svg }). */
  @Get('company/:companyId/mcps/chart_svg/')
  chartSvg(@CurrentUser() user: AuthUser, @CompanyIdParam() companyId: number, @ZodQuery(mcpChartSvgQuerySchema) query: Dto<typeof mcpChartSvgQuerySchema>) {
    return this.fairUse.expensiveRead(user, () => this.charts.chartSvg(user, companyId, query));
  }

  // ---------------------------------------------------------------- one MCP

  @Get('mcps/:id/control_data/')
  controlData(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.fairUse.expensiveRead(user, () => this.control.controlData(user, id));
  }

  @Put('mcps/:id/control_data/')
  @BodyOptions({ limit: MCP_BULK_MAX_BODY_BYTES, bulkOf: 'mcp' })
  saveControlData(
    @CurrentUser() user: AuthUser,
    @IdParam() id: number,
    @ZodBody(bulkControlDataSchema) rows: Dto<typeof bulkControlDataSchema>,
    @IfMatch() ifMatch: ExpectedVersion,
  ) {
    return this.control.saveControlData(user, id, rows, ifMatch);
  }

  // ---------------------------------------------------------------- products and competitors (those named by id: below)

  @Post('products/')
  createProduct(@CurrentUser() user: AuthUser, @ZodBody(productSchema) body: Dto<typeof productSchema>) {
    return this.parts.createItem(user, 'product', body);
  }

  @Post('competitors/')
  createCompetitor(@CurrentUser() user: AuthUser, @ZodBody(competitorSchema) body: Dto<typeof competitorSchema>) {
    return this.parts.createItem(user, 'competitor', body);
  }

  protected override chartThen(manager: EntityManager, analysis: AnalysisEntity) {
    return this.charts.chartIn(manager, analysis.companyId, [analysis as Mcp], { mcp: analysis.id });
  }

  protected override lookupsThen(manager: EntityManager, analysis: AnalysisEntity) {
    return mcpChartLookups(manager, analysis.id);
  }
}

const item = partRoutesOf<McpItemsService>();
const control = partRoutesOf<ControlDataService>();
const domain = partRoutesOf<DomainsService>();

addPartRoutes(McpController, 'parts', [
  item.get('categoriesAndProducts', 'mcps/:id/categories_and_products/', (items, user, id) => items.categoriesWith(user, id, 'product')),
  item.get('categoriesAndCompetitors', 'mcps/:id/categories_and_competitors/', (items, user, id) => items.categoriesWith(user, id, 'competitor')),
  item.post('createCategory', 'mcps/:id/categories/', categorySchema, (items, user, id, body) => items.create(user, 'category', id, body)),
  ...item.crud('product', 'Product', { one: 'products/:id/', update: productSchema, get: true }),
  ...item.crud('competitor', 'Competitor', { one: 'competitors/:id/', update: competitorSchema, get: true }),
]);

addPartRoutes(McpController, 'control', [
  control.put('updateProductControl', 'products/:id/update_control/', controlDataSchema, (data, user, id, body, ifMatch) => data.updateControl(user, 'product', id, body, ifMatch)),
  control.put('updateCompetitorControl', 'competitors/:id/update_control/', controlDataSchema, (data, user, id, body, ifMatch) => data.updateControl(user, 'competitor', id, body, ifMatch)),
  control.put('updateExpenses', 'products/:id/update_expenses/', expensesSchema, (data, user, id, body, ifMatch) => data.updateExpenses(user, id, body, ifMatch)),
  control.get('additionalInfo', 'products/:id/retrieve_additional_info/', (data, user, id) => data.additionalInfo(user, id)),
]);

addPartRoutes(McpController, 'domains', [
  domain.get('domainsOf', 'mcps/:id/retrieve_domains_and_categories/', (domains, user, id) => domains.domains(user, id)),
  domain.post('addDomain', 'products/:id/add_product_domain/', newDomainSchema, (domains, user, id, body) => domains.addDomain(user, id, body)),
  domain.post('addSubcategory', 'products/:id/add_product_subcategory/', newSubcategorySchema, (domains, user, id, body) => domains.addSubcategory(user, id, body)),
  domain.put('renameDomain', 'products/:id/update_product_domain/', renameDomainSchema, (domains, user, id, body, ifMatch) => domains.renameDomain(user, id, body, ifMatch)),
  domain.put('retag', 'products/:id/update_product_subcategory/', retagSubcategorySchema, (domains, user, id, body, ifMatch) => domains.retag(user, id, body, ifMatch)),
]);

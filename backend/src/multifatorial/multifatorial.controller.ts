import type { EntityManager } from 'typeorm';
import type { AnalysisEntity } from '../analyses/analysis.entity.js';
import { Controller, Get, Post, Put, UseGuards } from '@nestjs/common';
import {
  categorySchema,
  chartPeriodSchema,
  chartTimeLimitsQuerySchema,
  criterionSchema,
  gradesQuerySchema,
  gradesSchema,
  idSchema,
  importMcpSchema,
  multifatorialChartSvgQuerySchema,
  multifatorialItemSchema,
  newCriterionSchema,
} from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController, CompanyIdParam, IdParam } from '../analyses/analysis-controller.js';
import { addPartRoutes, partRoutesOf } from '../analyses/part-routes.js';
import { BodyOptions } from '../common/http/deferred-body-errors.js';
import { type Dto, ZodBody, ZodParam, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { MultifatorialChartService } from './chart.service.js';
import { multifatorialChartLookups } from './multifatorial-data.js';
import { GradesService } from './grades.service.js';
import { MultifatoriaisService } from './multifatoriais.service.js';
import { MultifatorialPartsService } from './multifatorial-parts.service.js';
import { type ExpectedVersion, IfMatch } from '../common/http/if-match.decorator.js';

/** The Multifatorial calls, paths exactly as clients know them, plus DELETE on each resource. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class MultifatorialController extends analysisController('multifatorial', MultifatoriaisService, MultifatorialPartsService) {
  constructor(
    multifatoriais: MultifatoriaisService,
    parts: MultifatorialPartsService,
    private readonly grades: GradesService,
    private readonly charts: MultifatorialChartService,
    private readonly fairUse: FairUseService,
  ) {
    super(multifatoriais, parts);
  }

  // ---------------------------------------------------------------- the company's multifatoriais

  @Get('company/:companyId/multifatoriais/chart_time_limits/')
  timeLimits(@CurrentUser() user: AuthUser, @CompanyIdParam() companyId: number, @ZodQuery(chartTimeLimitsQuerySchema) query: Dto<typeof chartTimeLimitsQuerySchema>) {
    return this.charts.timeLimits(user, { companyId, analysisId: query.multifatorial });
  }

  @Post('company/:companyId/multifatoriais/simple_chart_data_for_period/')
  simpleChart(@CurrentUser() user: AuthUser, @CompanyIdParam() companyId: number, @ZodBody(chartPeriodSchema) body: Dto<typeof chartPeriodSchema>) {
    return this.fairUse.expensiveRead(user, () => this.charts.points(user, { companyId, analysisId: body.multifatorialId }, body));
  }

  @Post('company/:companyId/multifatoriais/detailed_chart_data_for_period/')
  detailedChart(@CurrentUser() user: AuthUser, @CompanyIdParam() companyId: number, @ZodBody(chartPeriodSchema) body: Dto<typeof chartPeriodSchema>) {
    return this.fairUse.expensiveRead(user, () => this.charts.detailed(user, { companyId, analysisId: body.multifatorialId }, body));
  }

  /** The chart page's first screen, an SVG drawn by the server at the page's chart size ({ svg }). */
  @Get('company/:companyId/multifatoriais/chart_svg/')
  chartSvg(@CurrentUser() user: AuthUser, @CompanyIdParam() companyId: number, @ZodQuery(multifatorialChartSvgQuerySchema) query: Dto<typeof multifatorialChartSvgQuerySchema>) {
    return this.fairUse.expensiveRead(user, () => this.charts.chartSvg(user, { companyId, analysisId: query.multifatorial }, query));
  }

  @Get('company/:companyId/multifatoriais/chart_data/')
  companyChart(@CurrentUser() user: AuthUser, @CompanyIdParam() companyId: number) {
    return this.fairUse.expensiveRead(user, () => this.charts.latest(user, { companyId }));
  }

  // ---------------------------------------------------------------- one multifatorial

  @Get('multifatoriais/:id/multifatorial_chart_data/')
  chart(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.fairUse.expensiveRead(user, () => this.charts.latest(user, { analysisId: id }));
  }

  @Post('multifatoriais/:id/import_mcp/')
  importMcp(@CurrentUser() user: AuthUser, @IdParam() id: number, @ZodBody(importMcpSchema) body: Dto<typeof importMcpSchema>) {
    return this.analyses.importMcp(user, id, body);
  }

  @Get('multifatoriais/:id/grades/')
  monthGrades(@CurrentUser() user: AuthUser, @IdParam() id: number, @ZodQuery(gradesQuerySchema) query: Dto<typeof gradesQuerySchema>) {
    return this.grades.month(user, id, query.date);
  }

  @Put('multifatoriais/:id/grades/')
  @BodyOptions({ bulkOf: 'multifatorial' })
  saveGrades(@CurrentUser() user: AuthUser, @IdParam() id: number, @ZodBody(gradesSchema) body: Dto<typeof gradesSchema>, @IfMatch() ifMatch: ExpectedVersion) {
    return this.grades.save(user, id, body, ifMatch);
  }

  // ---------------------------------------------------------------- parts with a second id (the others below)

  @Get('multifatorial/:id/categories/:categoryId/')
  category(@CurrentUser() user: AuthUser, @IdParam() id: number, @ZodParam('categoryId', idSchema) categoryId: number) {
    return this.parts.category(user, id, categoryId);
  }

  @Post('multifatorial/:id/categories/:categoryId/items/')
  createItem(
    @CurrentUser() user: AuthUser,
    @IdParam() id: number,
    @ZodParam('categoryId', idSchema) categoryId: number,
    @ZodBody(multifatorialItemSchema) body: Dto<typeof multifatorialItemSchema>,
  ) {
    return this.parts.createItem(user, id, categoryId, body);
  }


  protected override chartThen(manager: EntityManager, analysis: AnalysisEntity) {
    return this.charts.latestIn(manager, analysis.id);
  }

  protected override lookupsThen(manager: EntityManager, analysis: AnalysisEntity) {
    return multifatorialChartLookups(manager, analysis.id);
  }
}

const part = partRoutesOf<MultifatorialPartsService>();

addPartRoutes(MultifatorialController, 'parts', [
  ...part.crud('criterion', 'Criterion', { list: 'multifatoriais/:id/criteria/', one: 'criteria/:id/', create: newCriterionSchema, update: criterionSchema, names: { list: 'criteria' } }),
  ...part.crud('category', 'Category', { list: 'multifatorial/:id/categories/', create: categorySchema, names: { list: 'categories' } }),
  ...part.crud('item', 'Item', { one: 'multifatorial_items/:id/', update: multifatorialItemSchema }),
]);

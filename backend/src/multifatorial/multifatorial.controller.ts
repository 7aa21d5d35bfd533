import { Controller, Delete, Get, Patch, Post, Put, UseGuards } from '@nestjs/common';
import {
  categorySchema,
  chartPeriodSchema,
  chartTimeLimitsQuerySchema,
  criterionSchema,
  gradesQuerySchema,
  gradesSchema,
  idSchema,
  importMcpSchema,
  multifatorialItemSchema,
  multifatorialPatchSchema,
  newCriterionSchema,
  newMultifatorialSchema,
} from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { BodyOptions } from '../common/http/deferred-body-errors.js';
import { type Dto, ZodBody, ZodParam, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { MultifatorialChartService } from './chart.service.js';
import { GradesService } from './grades.service.js';
import { MultifatoriaisService } from './multifatoriais.service.js';
import { MultifatorialPartsService } from './multifatorial-parts.service.js';

const Id = () => ZodParam('id', idSchema);
const CompanyId = () => ZodParam('companyId', idSchema);

/** The Multifatorial calls, paths exactly as clients know them, plus DELETE on each resource. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class MultifatorialController {
  constructor(
    private readonly multifatoriais: MultifatoriaisService,
    private readonly parts: MultifatorialPartsService,
    private readonly grades: GradesService,
    private readonly charts: MultifatorialChartService,
    private readonly fairUse: FairUseService,
  ) {}

  // ---------------------------------------------------------------- the company's multifatoriais

  @Get('company/:companyId/multifatoriais/')
  list(@CurrentUser() user: AuthUser, @CompanyId() companyId: number) {
    return this.multifatoriais.list(user, companyId);
  }

  @Post('company/:companyId/multifatoriais/')
  create(@CurrentUser() user: AuthUser, @CompanyId() companyId: number, @ZodBody(newMultifatorialSchema) body: Dto<typeof newMultifatorialSchema>) {
    return this.multifatoriais.create(user, companyId, body);
  }

  @Get('company/:companyId/multifatoriais/chart_time_limits/')
  timeLimits(@CurrentUser() user: AuthUser, @CompanyId() companyId: number, @ZodQuery(chartTimeLimitsQuerySchema) query: Dto<typeof chartTimeLimitsQuerySchema>) {
    return this.charts.timeLimits(user, { companyId, analysisId: query.multifatorial });
  }

  @Post('company/:companyId/multifatoriais/simple_chart_data_for_period/')
  simpleChart(@CurrentUser() user: AuthUser, @CompanyId() companyId: number, @ZodBody(chartPeriodSchema) body: Dto<typeof chartPeriodSchema>) {
    return this.fairUse.expensiveRead(user, () => this.charts.points(user, { companyId, analysisId: body.multifatorialId }, body));
  }

  @Post('company/:companyId/multifatoriais/detailed_chart_data_for_period/')
  detailedChart(@CurrentUser() user: AuthUser, @CompanyId() companyId: number, @ZodBody(chartPeriodSchema) body: Dto<typeof chartPeriodSchema>) {
    return this.fairUse.expensiveRead(user, () => this.charts.detailed(user, { companyId, analysisId: body.multifatorialId }, body));
  }

  @Get('company/:companyId/multifatoriais/chart_data/')
  companyChart(@CurrentUser() user: AuthUser, @CompanyId() companyId: number) {
    return this.fairUse.expensiveRead(user, () => this.charts.latest(user, { companyId }));
  }

  // ---------------------------------------------------------------- one multifatorial

  @Get('multifatoriais/:id/')
  get(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.multifatoriais.get(user, id);
  }

  @Patch('v3/multifatoriais/:id/')
  update(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(multifatorialPatchSchema) body: Dto<typeof multifatorialPatchSchema>) {
    return this.multifatoriais.update(user, id, body);
  }

  @Delete('multifatoriais/:id/')
  delete(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.multifatoriais.delete(user, id);
  }

  @Get('multifatoriais/:id/multifatorial_chart_data/')
  chart(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.fairUse.expensiveRead(user, () => this.charts.latest(user, { analysisId: id }));
  }

  @Post('multifatoriais/:id/import_mcp/')
  importMcp(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(importMcpSchema) body: Dto<typeof importMcpSchema>) {
    return this.multifatoriais.importMcp(user, id, body);
  }

  @Get('multifatoriais/:id/grades/')
  monthGrades(@CurrentUser() user: AuthUser, @Id() id: number, @ZodQuery(gradesQuerySchema) query: Dto<typeof gradesQuerySchema>) {
    return this.grades.month(user, id, query.date);
  }

  @Put('multifatoriais/:id/grades/')
  @BodyOptions({ bulkOf: 'multifatorial' })
  saveGrades(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(gradesSchema) body: Dto<typeof gradesSchema>) {
    return this.grades.save(user, id, body);
  }

  // ---------------------------------------------------------------- criteria

  @Get('multifatoriais/:id/criteria/')
  criteria(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.parts.criteria(user, id);
  }

  @Post('multifatoriais/:id/criteria/')
  createCriterion(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(newCriterionSchema) body: Dto<typeof newCriterionSchema>) {
    return this.parts.createCriterion(user, id, body);
  }

  @Put('criteria/:id/')
  updateCriterion(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(criterionSchema) body: Dto<typeof criterionSchema>) {
    return this.parts.updateCriterion(user, id, body);
  }

  @Delete('criteria/:id/')
  deleteCriterion(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.parts.deleteCriterion(user, id);
  }

  // ---------------------------------------------------------------- categories and items

  @Get('multifatorial/:id/categories/')
  categories(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.parts.categories(user, id);
  }

  @Post('multifatorial/:id/categories/')
  createCategory(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(categorySchema) body: Dto<typeof categorySchema>) {
    return this.parts.createCategory(user, id, body);
  }

  @Get('multifatorial/:id/categories/:categoryId/')
  category(@CurrentUser() user: AuthUser, @Id() id: number, @ZodParam('categoryId', idSchema) categoryId: number) {
    return this.parts.category(user, id, categoryId);
  }

  @Post('multifatorial/:id/categories/:categoryId/items/')
  createItem(
    @CurrentUser() user: AuthUser,
    @Id() id: number,
    @ZodParam('categoryId', idSchema) categoryId: number,
    @ZodBody(multifatorialItemSchema) body: Dto<typeof multifatorialItemSchema>,
  ) {
    return this.parts.createItem(user, id, categoryId, body);
  }

  @Put('multifatorial_items/:id/')
  updateItem(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(multifatorialItemSchema) body: Dto<typeof multifatorialItemSchema>) {
    return this.parts.updateItem(user, id, body);
  }

  @Delete('multifatorial_items/:id/')
  deleteItem(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.parts.deleteItem(user, id);
  }
}

import { Controller, Get, UseGuards } from '@nestjs/common';
import { AMBIENTAL_CHART_OPTIONS, ambientalChartSvgQuerySchema, factorSchema, newFactorSchema, newSubfactorSchema, subfactorSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController, IdParam } from '../analyses/analysis-controller.js';
import { drawChartSvg } from '../analyses/chart-svg.js';
import { addPartRoutes, partRoutesOf } from '../analyses/part-routes.js';
import { type Dto, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { AmbientaisService } from './ambientais.service.js';
import { FactorsService } from './factors.service.js';

/** The Ambiental calls, paths exactly as clients know them, plus DELETE on each resource; its factors' below. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class AmbientalController extends analysisController('ambiental', AmbientaisService, FactorsService, { chart: 'ambientais/:id/chart_data/' }) {
  constructor(
    ambientais: AmbientaisService,
    factors: FactorsService,
    private readonly fairUse: FairUseService,
  ) {
    super(ambientais, factors);
  }

  /** One chart of the chart page's first screen (`chart`: its gauge or its bubbles), an SVG drawn by the server at the page's chart size ({ svg }). */
  @Get('ambientais/:id/chart_svg/')
  chartSvg(@CurrentUser() user: AuthUser, @IdParam() id: number, @ZodQuery(ambientalChartSvgQuerySchema) query: Dto<typeof ambientalChartSvgQuerySchema>) {
    return this.fairUse.expensiveRead(user, async () => drawChartSvg(AMBIENTAL_CHART_OPTIONS[query.chart](await this.analyses.chart(user, id)), query));
  }

  @Get('novaambiental/:id/')
  template(@CurrentUser() user: AuthUser, @IdParam() companyId: number) {
    return this.analyses.template(user, companyId);
  }
}

const part = partRoutesOf<FactorsService>();

addPartRoutes(AmbientalController, 'parts', [
  ...part.crud('factor', 'Factor', { list: 'ambientais/:id/factors/', one: 'factors/:id/', create: newFactorSchema, update: factorSchema, get: true }),
  part.get('listWithSubfactors', 'ambientais/:id/factors/listWithSubfactors/', (factors, user, id) => factors.listWithSubfactors(user, id)),
  ...part.crud('subfactor', 'Subfactor', { list: 'factors/:id/subfactors/', one: 'subfactors/:id/', create: newSubfactorSchema, update: subfactorSchema }),
]);

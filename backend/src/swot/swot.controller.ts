import { Controller, Get, UseGuards } from '@nestjs/common';
import { importAmbientalSchema, newSwotItemSchema, SWOT_CHART_OPTIONS, swotChartSvgQuerySchema, swotCrossingsSchema, swotItemSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController, IdParam } from '../analyses/analysis-controller.js';
import { drawChartSvg } from '../analyses/chart-svg.js';
import { type Dto, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { addPartRoutes, partRoutesOf } from '../analyses/part-routes.js';
import { SwotItemsService } from './swot-items.service.js';
import { SwotsService } from './swots.service.js';

/** The SWOT Sistêmica calls: the shared ones of every analysis, its chart and its chart's first screen, and its items' (below). */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class SwotController extends analysisController('swot', SwotsService, SwotItemsService, { chart: 'swots/:id/chart_data/' }) {
  constructor(
    swots: SwotsService,
    items: SwotItemsService,
    private readonly fairUse: FairUseService,
  ) {
    super(swots, items);
  }

  /** One chart of the chart page's first screen (`chart`: its scores or its heat map), an SVG drawn by the server at the page's chart size ({ svg }). */
  @Get('swots/:id/chart_svg/')
  chartSvg(@CurrentUser() user: AuthUser, @IdParam() id: number, @ZodQuery(swotChartSvgQuerySchema) query: Dto<typeof swotChartSvgQuerySchema>) {
    return this.fairUse.expensiveRead(user, async () => drawChartSvg(SWOT_CHART_OPTIONS[query.chart](await this.analyses.chart(user, id)), query));
  }
}

const item = partRoutesOf<SwotItemsService>();

addPartRoutes(SwotController, 'parts', [
  ...item.crud('item', 'Item', { list: 'swots/:id/items/', one: 'swot_items/:id/', create: newSwotItemSchema, update: swotItemSchema }),
  item.put('setCrossings', 'swots/:id/crossings/', swotCrossingsSchema, (items, user, id, body, ifMatch) => items.setCrossings(user, id, body, ifMatch)),
  item.post('importAmbiental', 'swots/:id/import_ambiental/', importAmbientalSchema, (items, user, id, body) => items.importAmbiental(user, id, body.ambientalId)),
]);

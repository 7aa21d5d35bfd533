import { Controller, UseGuards } from '@nestjs/common';
import { importAmbientalSchema, newSwotItemSchema, swotCrossingsSchema, swotItemSchema } from 'contracts';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController } from '../analyses/analysis-controller.js';
import { addPartRoutes, partRoutesOf } from '../analyses/part-routes.js';
import { SwotItemsService } from './swot-items.service.js';
import { SwotsService } from './swots.service.js';

/** The SWOT Sistêmica calls: the shared ones of every analysis, its chart, and its items' (below). */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class SwotController extends analysisController('swot', SwotsService, SwotItemsService, { chart: 'swots/:id/chart_data/' }) {}

const item = partRoutesOf<SwotItemsService>();

addPartRoutes(SwotController, 'parts', [
  ...item.crud('item', 'Item', { list: 'swots/:id/items/', one: 'swot_items/:id/', create: newSwotItemSchema, update: swotItemSchema }),
  item.put('setCrossings', 'swots/:id/crossings/', swotCrossingsSchema, (items, user, id, body, ifMatch) => items.setCrossings(user, id, body, ifMatch)),
  item.post('importAmbiental', 'swots/:id/import_ambiental/', importAmbientalSchema, (items, user, id, body) => items.importAmbiental(user, id, body.ambientalId)),
]);

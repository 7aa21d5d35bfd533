import { Controller, Delete, Get, Post, Put, UseGuards } from '@nestjs/common';
import { idSchema, importAmbientalSchema, newSwotItemSchema, swotCrossingsSchema, swotItemSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController } from '../analyses/analysis-controller.js';
import { type Dto, ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { SwotItemsService } from './swot-items.service.js';
import { SwotsService } from './swots.service.js';

const Id = () => ZodParam('id', idSchema);

/** The SWOT Sistêmica calls of MATRICES.md (the seeds show none), in the style of the other analyses. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class SwotController extends analysisController('swot', SwotsService) {
  constructor(
    swots: SwotsService,
    private readonly items: SwotItemsService,
  ) {
    super(swots);
  }

  @Get('swots/:id/chart_data/')
  chart(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.analyses.chart(user, id);
  }

  @Get('swots/:id/items/')
  listItems(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.list(user, id);
  }

  @Post('swots/:id/items/')
  createItem(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(newSwotItemSchema) body: Dto<typeof newSwotItemSchema>) {
    return this.items.create(user, id, body);
  }

  @Put('swot_items/:id/')
  updateItem(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(swotItemSchema) body: Dto<typeof swotItemSchema>) {
    return this.items.update(user, id, body);
  }

  @Delete('swot_items/:id/')
  deleteItem(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.items.delete(user, id);
  }

  @Put('swots/:id/crossings/')
  setCrossings(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(swotCrossingsSchema) body: Dto<typeof swotCrossingsSchema>) {
    return this.items.setCrossings(user, id, body);
  }

  @Post('swots/:id/import_ambiental/')
  importAmbiental(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(importAmbientalSchema) body: Dto<typeof importAmbientalSchema>) {
    return this.items.importAmbiental(user, id, body.ambientalId);
  }
}

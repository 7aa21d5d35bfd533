import { Controller, Delete, Get, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { idSchema, importAmbientalSchema, newSwotItemSchema, newSwotSchema, swotCrossingsSchema, swotItemSchema, swotPatchSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { type Dto, ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { SwotItemsService } from './swot-items.service.js';
import { SwotsService } from './swots.service.js';

const Id = () => ZodParam('id', idSchema);

/** The SWOT Sistêmica calls (docs/domain/swot.md), in the style of the other analyses. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class SwotController {
  constructor(
    private readonly swots: SwotsService,
    private readonly items: SwotItemsService,
  ) {}

  @Get('company/:companyId/swots/')
  list(@CurrentUser() user: AuthUser, @ZodParam('companyId', idSchema) companyId: number) {
    return this.swots.list(user, companyId);
  }

  @Post('company/:companyId/swots/')
  create(@CurrentUser() user: AuthUser, @ZodParam('companyId', idSchema) companyId: number, @ZodBody(newSwotSchema) body: Dto<typeof newSwotSchema>) {
    return this.swots.create(user, companyId, body);
  }

  @Get('swots/:id/')
  get(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.swots.get(user, id);
  }

  @Patch('v3/swots/:id/')
  update(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(swotPatchSchema) body: Dto<typeof swotPatchSchema>) {
    return this.swots.update(user, id, body);
  }

  @Delete('swots/:id/')
  delete(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.swots.delete(user, id);
  }

  @Get('swots/:id/chart_data/')
  chart(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.swots.chart(user, id);
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

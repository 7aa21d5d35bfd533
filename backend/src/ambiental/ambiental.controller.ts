import { Controller, Delete, Get, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { ambientalPatchSchema, factorSchema, idSchema, newAmbientalSchema, newFactorSchema, newSubfactorSchema, subfactorSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { type Dto, ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { AmbientaisService } from './ambientais.service.js';
import { FactorsService } from './factors.service.js';

const Id = () => ZodParam('id', idSchema);

/** The Ambiental calls, paths exactly as clients know them, plus DELETE on each resource. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class AmbientalController {
  constructor(
    private readonly ambientais: AmbientaisService,
    private readonly factors: FactorsService,
  ) {}

  @Get('company/:id/ambiental/')
  list(@CurrentUser() user: AuthUser, @Id() companyId: number) {
    return this.ambientais.list(user, companyId);
  }

  @Post('company/:id/ambiental/')
  create(@CurrentUser() user: AuthUser, @Id() companyId: number, @ZodBody(newAmbientalSchema) body: Dto<typeof newAmbientalSchema>) {
    return this.ambientais.create(user, companyId, body);
  }

  @Get('novaambiental/:id/')
  template(@CurrentUser() user: AuthUser, @Id() companyId: number) {
    return this.ambientais.template(user, companyId);
  }

  @Get('ambientais/:id/')
  get(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.ambientais.get(user, id);
  }

  @Patch('v3/ambientais/:id/')
  update(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(ambientalPatchSchema) body: Dto<typeof ambientalPatchSchema>) {
    return this.ambientais.update(user, id, body);
  }

  @Delete('ambientais/:id/')
  delete(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.ambientais.delete(user, id);
  }

  @Get('ambientais/:id/chart_data/')
  chart(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.ambientais.chart(user, id);
  }

  @Get('ambientais/:id/factors/')
  listFactors(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.factors.list(user, id);
  }

  @Get('ambientais/:id/factors/listWithSubfactors/')
  listWithSubfactors(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.factors.listWithSubfactors(user, id);
  }

  @Post('ambientais/:id/factors/')
  createFactor(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(newFactorSchema) body: Dto<typeof newFactorSchema>) {
    return this.factors.create(user, id, body);
  }

  @Get('factors/:id/')
  getFactor(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.factors.get(user, id);
  }

  @Put('factors/:id/')
  updateFactor(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(factorSchema) body: Dto<typeof factorSchema>) {
    return this.factors.update(user, id, body);
  }

  @Delete('factors/:id/')
  deleteFactor(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.factors.delete(user, id);
  }

  @Get('factors/:id/subfactors/')
  listSubfactors(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.factors.subfactors(user, id);
  }

  @Post('factors/:id/subfactors/')
  createSubfactor(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(newSubfactorSchema) body: Dto<typeof newSubfactorSchema>) {
    return this.factors.createSubfactor(user, id, body);
  }

  @Put('subfactors/:id/')
  updateSubfactor(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(subfactorSchema) body: Dto<typeof subfactorSchema>) {
    return this.factors.updateSubfactor(user, id, body);
  }

  @Delete('subfactors/:id/')
  deleteSubfactor(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.factors.deleteSubfactor(user, id);
  }
}

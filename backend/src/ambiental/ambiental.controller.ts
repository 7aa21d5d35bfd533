import { Controller, Delete, Get, Post, Put, UseGuards } from '@nestjs/common';
import { factorSchema, idSchema, newFactorSchema, newSubfactorSchema, subfactorSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController } from '../analyses/analysis-controller.js';
import { type Dto, ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { AmbientaisService } from './ambientais.service.js';
import { FactorsService } from './factors.service.js';

const Id = () => ZodParam('id', idSchema);

/** The seed's Ambiental calls (seed-matrices-plans §7), paths exactly as written, plus DELETE on each resource. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class AmbientalController extends analysisController('ambiental', AmbientaisService) {
  constructor(
    ambientais: AmbientaisService,
    private readonly factors: FactorsService,
  ) {
    super(ambientais);
  }

  @Get('novaambiental/:id/')
  template(@CurrentUser() user: AuthUser, @Id() companyId: number) {
    return this.analyses.template(user, companyId);
  }

  @Get('ambientais/:id/chart_data/')
  chart(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.analyses.chart(user, id);
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

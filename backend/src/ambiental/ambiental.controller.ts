import { Controller, Get, UseGuards } from '@nestjs/common';
import { factorSchema, newFactorSchema, newSubfactorSchema, subfactorSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { analysisController, IdParam } from '../analyses/analysis-controller.js';
import { addPartRoutes, partRoutesOf } from '../analyses/part-routes.js';
import { AmbientaisService } from './ambientais.service.js';
import { FactorsService } from './factors.service.js';

/** The Ambiental calls, paths exactly as clients know them, plus DELETE on each resource; its factors' below. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class AmbientalController extends analysisController('ambiental', AmbientaisService, FactorsService, { chart: 'ambientais/:id/chart_data/' }) {
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

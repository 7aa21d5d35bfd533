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
export class AmbientalController extends analysisController('ambiental', AmbientaisService) {
  constructor(
    ambientais: AmbientaisService,
    readonly factors: FactorsService,
  ) {
    super(ambientais);
  }

  @Get('novaambiental/:id/')
  template(@CurrentUser() user: AuthUser, @IdParam() companyId: number) {
    return this.analyses.template(user, companyId);
  }

  @Get('ambientais/:id/chart_data/')
  chart(@CurrentUser() user: AuthUser, @IdParam() id: number) {
    return this.analyses.chart(user, id);
  }
}

const part = partRoutesOf<FactorsService>();

addPartRoutes(AmbientalController, 'factors', [
  part.get('listFactors', 'ambientais/:id/factors/', (factors, user, id) => factors.list(user, id)),
  part.get('listWithSubfactors', 'ambientais/:id/factors/listWithSubfactors/', (factors, user, id) => factors.listWithSubfactors(user, id)),
  part.post('createFactor', 'ambientais/:id/factors/', newFactorSchema, (factors, user, id, body) => factors.create(user, id, body)),
  part.get('getFactor', 'factors/:id/', (factors, user, id) => factors.get(user, id)),
  part.put('updateFactor', 'factors/:id/', factorSchema, (factors, user, id, body, ifMatch) => factors.update(user, id, body, ifMatch)),
  part.delete('deleteFactor', 'factors/:id/', (factors, user, id, ifMatch) => factors.delete(user, id, ifMatch)),
  part.get('listSubfactors', 'factors/:id/subfactors/', (factors, user, id) => factors.subfactors(user, id)),
  part.post('createSubfactor', 'factors/:id/subfactors/', newSubfactorSchema, (factors, user, id, body) => factors.createSubfactor(user, id, body)),
  part.put('updateSubfactor', 'subfactors/:id/', subfactorSchema, (factors, user, id, body, ifMatch) => factors.updateSubfactor(user, id, body, ifMatch)),
  part.delete('deleteSubfactor', 'subfactors/:id/', (factors, user, id, ifMatch) => factors.deleteSubfactor(user, id, ifMatch)),
]);

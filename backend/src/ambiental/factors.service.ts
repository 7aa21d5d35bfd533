import { Injectable } from '@nestjs/common';
import type { FactorWithSubfactors } from 'contracts';
import { analysisPartsService } from '../analyses/analysis-parts.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AmbientalAccessService } from './ambiental-access.service.js';
import { factorsWithSubfactors } from './ambiental-data.js';
import { AmbientalSubfactorEntity } from './ambiental.entity.js';

/**
 * Factors and subfactors of an Ambiental: their CRUD (a factor's delete takes its subfactors, ON
 * DELETE CASCADE; the subfactors' quota counts the whole analysis's), and the factors with their
 * subfactors in one read.
 */
@Injectable()
export class FactorsService extends analysisPartsService(AmbientalAccessService, {
  factor: { quota: 'ambientalFactors' },
  subfactor: {
    quota: {
      quota: 'ambientalSubfactors',
      parts: (manager, ambiental) =>
        manager.createQueryBuilder(AmbientalSubfactorEntity, 'subfactor').innerJoin('subfactor.factor', 'factor').where('factor.ambientalId = :ambientalId', { ambientalId: ambiental.id }),
    },
  },
}) {
  listWithSubfactors(user: AuthUser, ambientalId: number): Promise<FactorWithSubfactors[]> {
    return this.reading(user, 'ambiental', ambientalId, (manager) => factorsWithSubfactors(manager, ambientalId));
  }
}

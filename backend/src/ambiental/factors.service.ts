import { Injectable } from '@nestjs/common';
import type { AmbientalFactor, AmbientalSubfactor, FactorInput, FactorWithSubfactors, SubfactorBody } from 'contracts';
import { analysisPartsService } from '../analyses/analysis-parts.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AmbientalAccessService } from './ambiental-access.service.js';
import { factorsWithSubfactors } from './ambiental-data.js';
import { AmbientalSubfactorEntity, factorView, subfactorView } from './ambiental.entity.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';

/** Factors and subfactors of an Ambiental; every change moves the analysis's `updatedAt`. */
@Injectable()
export class FactorsService extends analysisPartsService(AmbientalAccessService) {
  list(user: AuthUser, ambientalId: number): Promise<AmbientalFactor[]> {
    return this.listParts(user, 'factor', ambientalId, factorView);
  }

  listWithSubfactors(user: AuthUser, ambientalId: number): Promise<FactorWithSubfactors[]> {
    return this.reading(user, 'ambiental', ambientalId, (manager) => factorsWithSubfactors(manager, ambientalId));
  }

  create(user: AuthUser, ambientalId: number, body: FactorInput): Promise<AmbientalFactor> {
    return this.createPart(user, 'factor', ambientalId, body, factorView, 'ambientalFactors');
  }

  get(user: AuthUser, id: number): Promise<AmbientalFactor> {
    return this.getPart(user, 'factor', id, factorView);
  }

  update(user: AuthUser, id: number, body: FactorInput, ifMatch?: ExpectedVersion): Promise<AmbientalFactor> {
    return this.updatePart(user, 'factor', id, body, factorView, ifMatch);
  }

  /** Its subfactors go with it (ON DELETE CASCADE). */
  delete(user: AuthUser, id: number, ifMatch?: ExpectedVersion): Promise<null> {
    return this.deletePart(user, 'factor', id, ifMatch);
  }

  subfactors(user: AuthUser, factorId: number): Promise<AmbientalSubfactor[]> {
    return this.listParts(user, 'subfactor', factorId, subfactorView);
  }

  createSubfactor(user: AuthUser, factorId: number, body: SubfactorBody): Promise<AmbientalSubfactor> {
    return this.createPart(user, 'subfactor', factorId, body, subfactorView, {
      quota: 'ambientalSubfactors',
      parts: (manager, ambiental) =>
        manager
          .createQueryBuilder(AmbientalSubfactorEntity, 'subfactor')
          .innerJoin('subfactor.factor', 'factor')
          .where('factor.ambientalId = :ambientalId', { ambientalId: ambiental.id }),
    });
  }

  updateSubfactor(user: AuthUser, id: number, body: SubfactorBody, ifMatch?: ExpectedVersion): Promise<AmbientalSubfactor> {
    return this.updatePart(user, 'subfactor', id, body, subfactorView, ifMatch);
  }

  deleteSubfactor(user: AuthUser, id: number, ifMatch?: ExpectedVersion): Promise<null> {
    return this.deletePart(user, 'subfactor', id, ifMatch);
  }
}

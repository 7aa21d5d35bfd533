import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AmbientalFactor, AmbientalSubfactor, FactorInput, FactorWithSubfactors, SubfactorBody } from 'contracts';
import { DataSource } from 'typeorm';
import { AnalysisPartsService } from '../analyses/analysis-parts.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { type AmbientalPart, AmbientalAccessService } from './ambiental-access.service.js';
import { factorsWithSubfactors } from './ambiental-data.js';
import { type Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity, factorView, subfactorView } from './ambiental.entity.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';

/** Factors and subfactors of an Ambiental; every change moves the analysis's `updatedAt`. */
@Injectable()
export class FactorsService extends AnalysisPartsService<Ambiental, AmbientalPart> {
  constructor(@InjectDataSource() dataSource: DataSource, access: AmbientalAccessService) {
    super(dataSource, access);
  }

  list(user: AuthUser, ambientalId: number): Promise<AmbientalFactor[]> {
    return this.listParts(user, { part: 'ambiental', id: ambientalId, column: 'ambientalId' }, 'factor', factorView);
  }

  listWithSubfactors(user: AuthUser, ambientalId: number): Promise<FactorWithSubfactors[]> {
    return this.reading(user, 'ambiental', ambientalId, (manager) => factorsWithSubfactors(manager, ambientalId));
  }

  create(user: AuthUser, ambientalId: number, body: FactorInput): Promise<AmbientalFactor> {
    return this.createPart(user, { part: 'ambiental', id: ambientalId, column: 'ambientalId' }, 'factor', body, factorView, {
      quota: 'ambientalFactors',
      parts: (manager) => manager.createQueryBuilder(AmbientalFactorEntity, 'factor').where('factor.ambientalId = :ambientalId', { ambientalId }),
    });
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
    return this.listParts(user, { part: 'factor', id: factorId, column: 'factorId' }, 'subfactor', subfactorView);
  }

  createSubfactor(user: AuthUser, factorId: number, body: SubfactorBody): Promise<AmbientalSubfactor> {
    return this.createPart(user, { part: 'factor', id: factorId, column: 'factorId' }, 'subfactor', body, subfactorView, {
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

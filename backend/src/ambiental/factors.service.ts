import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AmbientalFactor, AmbientalSubfactor, FactorInput, FactorWithSubfactors, SubfactorBody } from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { analysisNotFound } from '../analyses/analysis-access.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { requireSizeQuota } from '../analyses/size-quotas.js';
import { AmbientalAccessService } from './ambiental-access.service.js';
import { factorsWithSubfactors } from './ambiental-data.js';
import { AmbientalFactorEntity, AmbientalSubfactorEntity, factorView, subfactorView } from './ambiental.entity.js';

/** Factors and subfactors of an Ambiental; every change moves the analysis's `updatedAt`. */
@Injectable()
export class FactorsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: AmbientalAccessService,
  ) {}

  list(user: AuthUser, ambientalId: number): Promise<AmbientalFactor[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'ambiental', ambientalId);
      return (await manager.find(AmbientalFactorEntity, { where: { ambientalId }, order: { id: 'ASC' } })).map(factorView);
    });
  }

  listWithSubfactors(user: AuthUser, ambientalId: number): Promise<FactorWithSubfactors[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'ambiental', ambientalId);
      return factorsWithSubfactors(manager, ambientalId);
    });
  }

  create(user: AuthUser, ambientalId: number, body: FactorInput): Promise<AmbientalFactor> {
    return transaction(this.dataSource, async (manager) => {
      const ambiental = await this.access.write(manager, user, 'ambiental', ambientalId);
      const factor = await manager.save(manager.create(AmbientalFactorEntity, { ambientalId, ...body }));
      const factors = manager.createQueryBuilder(AmbientalFactorEntity, 'factor').where('factor.ambientalId = :ambientalId', { ambientalId });
      await requireSizeQuota(manager, ambiental, 'ambientalFactors', factors);
      return factorView(factor);
    });
  }

  get(user: AuthUser, id: number): Promise<AmbientalFactor> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'factor', id);
      return factorView(await this.factor(manager, id));
    });
  }

  update(user: AuthUser, id: number, body: FactorInput): Promise<AmbientalFactor> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'factor', id);
      const factor = await this.factor(manager, id);
      return factorView(await manager.save(Object.assign(factor, body)));
    });
  }

  /** Its subfactors go with it (ON DELETE CASCADE). */
  delete(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'factor', id);
      await manager.delete(AmbientalFactorEntity, { id });
      return null;
    });
  }

  subfactors(user: AuthUser, factorId: number): Promise<AmbientalSubfactor[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.read(manager, user, 'factor', factorId);
      return (await manager.find(AmbientalSubfactorEntity, { where: { factorId }, order: { id: 'ASC' } })).map(subfactorView);
    });
  }

  createSubfactor(user: AuthUser, factorId: number, body: SubfactorBody): Promise<AmbientalSubfactor> {
    return transaction(this.dataSource, async (manager) => {
      const ambiental = await this.access.write(manager, user, 'factor', factorId);
      // The factor may have gone while this request waited for the analysis's lock.
      await this.factor(manager, factorId);
      const subfactor = await manager.save(manager.create(AmbientalSubfactorEntity, { factorId, ...body }));
      const subfactors = manager
        .createQueryBuilder(AmbientalSubfactorEntity, 'subfactor')
        .innerJoin('subfactor.factor', 'factor')
        .where('factor.ambientalId = :ambientalId', { ambientalId: ambiental.id });
      await requireSizeQuota(manager, ambiental, 'ambientalSubfactors', subfactors);
      return subfactorView(subfactor);
    });
  }

  updateSubfactor(user: AuthUser, id: number, body: SubfactorBody): Promise<AmbientalSubfactor> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'subfactor', id);
      const subfactor = await manager.findOne(AmbientalSubfactorEntity, { where: { id } });
      if (!subfactor) throw analysisNotFound();
      return subfactorView(await manager.save(Object.assign(subfactor, body)));
    });
  }

  deleteSubfactor(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.write(manager, user, 'subfactor', id);
      await manager.delete(AmbientalSubfactorEntity, { id });
      return null;
    });
  }

  private async factor(manager: EntityManager, id: number): Promise<AmbientalFactorEntity> {
    const factor = await manager.findOne(AmbientalFactorEntity, { where: { id } });
    if (!factor) throw analysisNotFound();
    return factor;
  }
}

import type { FactorWithSubfactors } from 'contracts';
import type { EntityManager } from 'typeorm';
import { AmbientalFactorEntity, AmbientalSubfactorEntity, factorView, subfactorView } from './ambiental.entity.js';

/**
 * The factors of an Ambiental with their subfactors, both in creation order, in two
 * queries: what the editor lists, what the chart weighs and what another analysis imports from.
 */
export async function factorsWithSubfactors(manager: EntityManager, ambientalId: number): Promise<FactorWithSubfactors[]> {
  const factors = await manager.find(AmbientalFactorEntity, { where: { ambientalId }, order: { id: 'ASC' } });
  const subfactors = await manager
    .createQueryBuilder(AmbientalSubfactorEntity, 'subfactor')
    .innerJoin(AmbientalFactorEntity, 'factor', 'factor.id = subfactor.factorId')
    .where('factor.ambientalId = :ambientalId', { ambientalId })
    .orderBy('subfactor.id', 'ASC')
    .getMany();
  return factors.map((factor) => ({
    ...factorView(factor),
    subfactors: subfactors.filter((subfactor) => subfactor.factorId === factor.id).map(subfactorView),
  }));
}

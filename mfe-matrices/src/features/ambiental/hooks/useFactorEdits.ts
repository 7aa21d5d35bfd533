import type { AmbientalSubfactor, FactorInput, FactorWithSubfactors, SubfactorBody } from 'contracts';
import { useGroupEdits, usePartLevel } from '../../../shared/analyses/useGroupEdits';
import { ambientalApi } from '../api/ambiental-api';

const sameFactor = (a: FactorInput, b: FactorInput) => a.name === b.name && a.importance === b.importance;
const sameSubfactor = (a: SubfactorBody, b: SubfactorBody) => a.name === b.name && a.kind === b.kind && a.importance === b.importance && a.grade === b.grade;

export const factorFields = ({ name, importance }: FactorInput): FactorInput => ({ name, importance });
export const subfactorFields = ({ name, kind, importance, grade }: AmbientalSubfactor | SubfactorBody): SubfactorBody => ({ name, kind, importance, grade });

/** The factors page's unsaved edits (names, kinds, importances, grades): `group` holds the factors', `row` the subfactors'. */
export function useFactorEdits(ambientalId: number, factors: readonly FactorWithSubfactors[]) {
  const { updateFactor, deleteFactor, updateSubfactor, deleteSubfactor } = ambientalApi.endpoints;
  return useGroupEdits(factors, (factor) => factor.subfactors, {
    group: usePartLevel({ update: updateFactor, remove: deleteFactor }, { ambientalId }, { same: sameFactor, schema: 'factorSchema' }),
    row: usePartLevel({ update: updateSubfactor, remove: deleteSubfactor }, { ambientalId }, { same: sameSubfactor, schema: 'subfactorSchema' }),
  });
}

export type FactorEdits = ReturnType<typeof useFactorEdits>;

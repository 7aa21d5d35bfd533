import type { AmbientalSubfactor, FactorInput, FactorWithSubfactors, SubfactorBody } from 'contracts';
import { useGroupEdits } from '../../../shared/analyses/useGroupEdits';
import { useDeleteFactorMutation, useDeleteSubfactorMutation, useUpdateFactorMutation, useUpdateSubfactorMutation } from '../api/ambiental-api';

const sameFactor = (a: FactorInput, b: FactorInput) => a.name === b.name && a.importance === b.importance;
const sameSubfactor = (a: SubfactorBody, b: SubfactorBody) => a.name === b.name && a.kind === b.kind && a.importance === b.importance && a.grade === b.grade;

export const factorFields = ({ name, importance }: FactorInput): FactorInput => ({ name, importance });
export const subfactorFields = ({ name, kind, importance, grade }: AmbientalSubfactor | SubfactorBody): SubfactorBody => ({ name, kind, importance, grade });

/** The factors page's unsaved edits (names, kinds, importances, grades): `group` holds the factors', `row` the subfactors'. */
export function useFactorEdits(ambientalId: number, factors: readonly FactorWithSubfactors[]) {
  const [updateFactor] = useUpdateFactorMutation();
  const [updateSubfactor] = useUpdateSubfactorMutation();
  const [deleteFactor] = useDeleteFactorMutation();
  const [deleteSubfactor] = useDeleteSubfactorMutation();
  return useGroupEdits(factors, (factor) => factor.subfactors, {
    group: {
      same: sameFactor,
      schema: 'factorSchema',
      save: (id, version, body) => updateFactor({ ambientalId, id, version, body }).unwrap(),
      remove: (id, version) => deleteFactor({ ambientalId, id, version }).unwrap(),
    },
    row: {
      same: sameSubfactor,
      schema: 'subfactorSchema',
      save: (id, version, body) => updateSubfactor({ ambientalId, id, version, body }).unwrap(),
      remove: (id, version) => deleteSubfactor({ ambientalId, id, version }).unwrap(),
    },
  });
}

export type FactorEdits = ReturnType<typeof useFactorEdits>;

import type { AmbientalSubfactor, FactorInput, FactorWithSubfactors, SubfactorBody } from 'contracts';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { refusesAny, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { saveEach, useEditedVersions, useSaveBar } from '../../../shared/analyses/useSaveBar';
import * as texts from '../../../texts';
import { useUpdateFactorMutation, useUpdateSubfactorMutation } from '../api/ambiental-api';

const sameFactor = (a: FactorInput, b: FactorInput) => a.name === b.name && a.importance === b.importance;
const sameSubfactor = (a: SubfactorBody, b: SubfactorBody) => a.name === b.name && a.kind === b.kind && a.importance === b.importance && a.grade === b.grade;

export const factorFields = ({ name, importance }: FactorInput): FactorInput => ({ name, importance });
export const subfactorFields = ({ name, kind, importance, grade }: AmbientalSubfactor | SubfactorBody): SubfactorBody => ({ name, kind, importance, grade });

/**
 * The factors page's unsaved edits (names, kinds, importances, grades): shown at once,
 * saved together by "Salvar alterações", which sends a PUT for each factor or subfactor
 * that changed, and none when nothing did.
 */
export function useFactorEdits(ambientalId: number, factors: readonly FactorWithSubfactors[]) {
  const factorDrafts = useDrafts<number, FactorInput>(sameFactor);
  const subfactorDrafts = useDrafts<number, SubfactorBody>(sameSubfactor);
  const [updateFactor] = useUpdateFactorMutation();
  const [updateSubfactor] = useUpdateSubfactorMutation();

  const factorIds = factors.map((factor) => factor.id);
  const subfactorIds = factors.flatMap((factor) => factor.subfactors.map((subfactor) => subfactor.id));
  const changedFactors = factorDrafts.changed(factorIds);
  const changedSubfactors = subfactorDrafts.changed(subfactorIds);
  const schemas = useEditorSchemas();
  const invalid =
    refusesAny(schemas?.factorSchema, changedFactors.map(([, draft]) => draft)) ||
    refusesAny(schemas?.subfactorSchema, changedSubfactors.map(([, draft]) => draft));

  const factorVersion = useEditedVersions(factors, changedFactors);
  const subfactorVersion = useEditedVersions(factors.flatMap((factor) => factor.subfactors), changedSubfactors);
  const bar = useSaveBar(
    [factorDrafts, subfactorDrafts],
    changedFactors.length + changedSubfactors.length,
    async () => {
      await saveEach(changedFactors, factorDrafts, (id, body) => updateFactor({ ambientalId, id, version: factorVersion(id), body }).unwrap());
      await saveEach(changedSubfactors, subfactorDrafts, (id, body) => updateSubfactor({ ambientalId, id, version: subfactorVersion(id), body }).unwrap());
    },
    texts.analyses.saved,
  );

  return { ...bar, factor: factorDrafts, subfactor: subfactorDrafts, invalid };
}

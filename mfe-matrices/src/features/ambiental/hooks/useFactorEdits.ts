import { type AmbientalSubfactor, factorSchema, type FactorInput, type FactorWithSubfactors, type SubfactorBody, subfactorSchema } from 'contracts';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { saveEach, useSaveBar } from '../../../shared/analyses/useSaveBar';
import * as texts from '../../../texts';
import { useUpdateFactorMutation, useUpdateSubfactorMutation } from '../api/ambiental-api';

const sameFactor = (a: FactorInput, b: FactorInput) => a.name === b.name && a.importance === b.importance;
const sameSubfactor = (a: SubfactorBody, b: SubfactorBody) => a.name === b.name && a.kind === b.kind && a.importance === b.importance && a.grade === b.grade;

export const factorFields = ({ name, importance }: FactorInput): FactorInput => ({ name, importance });
export const subfactorFields = ({ name, kind, importance, grade }: AmbientalSubfactor | SubfactorBody): SubfactorBody => ({ name, kind, importance, grade });

/** The first message of a field in a contracts schema's check of a draft (shown under the field). */
export function draftError(schema: typeof factorSchema | typeof subfactorSchema, value: unknown, field: string): string | undefined {
  const check = schema.safeParse(value);
  return check.success ? undefined : check.error.issues.find((issue) => issue.path[0] === field)?.message;
}

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
  const invalid =
    changedFactors.some(([, draft]) => !factorSchema.safeParse(draft).success) ||
    changedSubfactors.some(([, draft]) => !subfactorSchema.safeParse(draft).success);

  const bar = useSaveBar(
    [factorDrafts, subfactorDrafts],
    changedFactors.length + changedSubfactors.length,
    async () => {
      await saveEach(changedFactors, factorDrafts, (id, body) => updateFactor({ ambientalId, id, body }).unwrap());
      await saveEach(changedSubfactors, subfactorDrafts, (id, body) => updateSubfactor({ ambientalId, id, body }).unwrap());
    },
    texts.analyses.saved,
  );

  return { ...bar, factor: factorDrafts, subfactor: subfactorDrafts, invalid };
}

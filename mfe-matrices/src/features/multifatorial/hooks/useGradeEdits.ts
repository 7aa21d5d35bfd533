import { useState } from 'react';
import type { CellConflict, CellConflicts, GradesRequest, MonthGrades, MultifatorialGrade } from 'contracts';
import { type ApiError, useAppDispatch } from 'contracts/client';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { useSaveBar } from '../../../shared/analyses/useSaveBar';
import * as texts from '../../../texts';
import { multifatorialApi, useSaveGradesMutation } from '../api/multifatorial-api';

/** What a grade belongs to: a market (attractiveness criterion) or an item (force criterion). */
export type GradeOwner = { categoryId: number } | { itemId: number };

/** A grade's key: criterion and owner ("3:c12", "5:i40"). */
export const gradeKey = (criterionId: number, owner: GradeOwner) => ('categoryId' in owner ? `${criterionId}:c${owner.categoryId}` : `${criterionId}:i${owner.itemId}`);
/** The grade key a conflict of the grade sheet names. */
export const conflictKey = (conflict: CellConflict) => gradeKey(conflict.criterionId ?? 0, conflict.kind === 'category' ? { categoryId: conflict.id } : { itemId: conflict.id });
const keyOf = (grade: MultifatorialGrade) => gradeKey(grade.criterionId, grade.categoryId !== null ? { categoryId: grade.categoryId } : { itemId: grade.itemId! });

/** The month's grades with those a save wrote (its answer: only those, with their new versions) put in. */
function mergeSavedGrades(month: MonthGrades, written: MonthGrades): MonthGrades {
  const byKey = new Map(month.grades.map((grade) => [keyOf(grade), grade]));
  for (const grade of written.grades) byKey.set(keyOf(grade), grade);
  return { ...month, grades: [...byKey.values()] };
}

/**
 * No grade: a criterion not graded this month, or a grid cell left empty. Not a number anyone
 * can type (a typed -10 is an out-of-range grade, not "no grade").
 */
export const UNGRADED = Number.NEGATIVE_INFINITY;

/** Why an edit cannot be saved: a grade outside 0..1 (0..10 on screen), or a saved grade emptied (there is no "ungrade"). */
export type GradeProblem = 'outOfRange' | 'emptied';

const problemOf = (grade: number): GradeProblem | null => {
  if (grade === UNGRADED) return 'emptied';
  return grade < 0 || grade > 1 ? 'outOfRange' : null;
};

/**
 * The grades of one month: the saved ones, the edits, and the save of the changed ones in one
 * PUT, each with the grade the page saw (`expected`). Grades a colleague changed meanwhile come
 * back as `conflicts` (a 412, nothing saved); `refetch` reloads the month's saved grades.
 */
export function useGradeEdits(multifatorialId: number, month: string, saved: MonthGrades | undefined, refetch: () => void) {
  const savedByKey = new Map((saved?.grades ?? []).map((grade) => [keyOf(grade), grade.grade]));
  const drafts = useDrafts<string, number>(Object.is);
  const [conflicts, setConflicts] = useState<CellConflict[]>([]);
  // The colleague's grades the person chose to overwrite: sent as what the page saw, so the next save goes through.
  const [seen, setSeen] = useState<ReadonlyMap<string, number | null>>(new Map());
  const expectedOf = (key: string) => (seen.has(key) ? seen.get(key)! : (savedByKey.get(key) ?? null));
  const [saveGrades] = useSaveGradesMutation();
  const dispatch = useAppDispatch();
  const savedValue = (key: string) => savedByKey.get(key) ?? UNGRADED;
  const changed = [...drafts.drafts].filter(([key, value]) => value !== savedValue(key));
  // An edit back to "no grade" of a criterion never graded is no change (filtered above).
  const problems = changed.flatMap(([key, grade]) => {
    const problem = problemOf(grade);
    return problem ? [{ key, grade, problem }] : [];
  });
  const bar = useSaveBar(
    [drafts],
    changed.length,
    async () => {
      // The save button is disabled meanwhile; this keeps a bad grade from ever being sent.
      if (problems.length > 0) return;
      const grades: GradesRequest['grades'] = changed.map(([key, grade]) => {
        const [criterion, owner] = key.split(':');
        const id = Number(owner.slice(1));
        const expected = expectedOf(key);
        return owner.startsWith('c') ? { criterionId: Number(criterion), categoryId: id, grade, expected } : { criterionId: Number(criterion), itemId: id, grade, expected };
      });
      try {
        const written = await saveGrades({ multifatorialId, body: { date: month, grades } }).unwrap();
        dispatch(multifatorialApi.util.updateQueryData('getGrades', { multifatorialId, date: month }, (cached) => mergeSavedGrades(cached, written)));
      } catch (error) {
        if ((error as Partial<ApiError>).status === 412) {
          setConflicts((error as ApiError).data ? ((error as ApiError).data as CellConflicts).conflicts : []);
          refetch();
        }
        throw error;
      }
      drafts.discard();
      setSeen(new Map());
      setConflicts([]);
    },
    texts.multifatorial.grades.saved,
  );
  return {
    ...bar,
    /** Edits that cannot be saved, each with its key; nothing is saved while there is one. */
    problems,
    invalid: problems.length > 0,
    /** The grade shown (an edit, else the saved one), or UNGRADED. */
    value: (key: string) => drafts.value(key, savedValue(key)),
    edit: (key: string, grade: number) => drafts.edit(key, grade, savedValue(key)),
    discard: () => {
      bar.discard();
      setSeen(new Map());
      setConflicts([]);
    },
    /** Grades a colleague saved since the page read them (the last save's 412). */
    conflicts,
    /** Keeps the person's grade: the next save overwrites the colleague's, knowingly. */
    keepMine: (conflict: CellConflict) => {
      setSeen((current) => new Map(current).set(conflictKey(conflict), conflict.current));
      setConflicts((all) => all.filter((other) => other !== conflict));
    },
    /** Takes the colleague's grade: the person's edit of it is dropped. */
    takeTheirs: (conflict: CellConflict) => {
      drafts.forget([conflictKey(conflict)]);
      setConflicts((all) => all.filter((other) => other !== conflict));
    },
    /** Starts from another month's grades: each becomes an edit of this month. */
    copy: (from: MonthGrades) => {
      for (const grade of from.grades) drafts.edit(keyOf(grade), grade.grade, savedValue(keyOf(grade)));
    },
  };
}

import { useState } from 'react';
import { CRITERION_AXES, type CriterionAxis, type CriterionInput, type MultifatorialCriterion } from 'contracts';
import { CheckboxField, ErrorAlert, LoadingState, TextField } from 'contracts/ui';
import { RecentChangeMark } from 'contracts/client';
import { AddItemForm } from '../../../shared/analyses/AddItemForm';
import { PartDeleteDialog } from '../../../shared/analyses/ConfirmedDeleteDialog';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { RemoveButton } from '../../../shared/analyses/EditorControls';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { useConfirmedDelete } from '../../../shared/analyses/useConfirmedDelete';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { saveEach, useEditedVersions, useSaveBar } from '../../../shared/analyses/useSaveBar';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import rowStyles from '../../../shared/analyses/EditorRow.module.css';
import * as texts from '../../../texts';
import { useCreateCriterionMutation, useDeleteCriterionMutation, useGetCriteriaQuery, useUpdateCriterionMutation } from '../api/multifatorial-api';
import { fieldIssue, refusesAny, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { CriterionWeight } from './CriterionWeight';

const t = texts.multifatorial.criteria;
const same = (a: CriterionInput, b: CriterionInput) =>
  a.name === b.name && a.importance === b.importance && a.axis === b.axis && a.higherIsWorse === b.higherIsWorse;
const fields = ({ axis, name, importance, higherIsWorse }: MultifatorialCriterion): CriterionInput => ({ axis, name, importance, higherIsWorse });

/**
 * /empresa/{companyId}/multifatorial/{id}/criterios: each axis' criteria, each with its weight
 * (slider and typed number, and its share of the axis) and whether more of it is worse.
 */
export function CriteriaPage() {
  const multifatorial = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const criteria = useGetCriteriaQuery(multifatorial.id);
  const drafts = useDrafts<number, CriterionInput>(same);
  const [createCriterion] = useCreateCriterionMutation();
  const [updateCriterion] = useUpdateCriterionMutation();
  const [deleteCriterion] = useDeleteCriterionMutation();
  const deletion = useConfirmedDelete<MultifatorialCriterion>();
  const list = criteria.data ?? [];
  const changed = drafts.changed(list.map((criterion) => criterion.id));
  const schemas = useEditorSchemas();
  // Criteria whose typed weight is not a number of 0 to 10: nothing is saved meanwhile.
  const [badWeights, setBadWeights] = useState<ReadonlySet<number>>(new Set());
  // A new key after a discard starts the rows afresh (no typed text left over).
  const [generation, setGeneration] = useState(0);
  const invalid = badWeights.size > 0 || refusesAny(schemas?.criterionSchema, changed.map(([, draft]) => draft));
  const weightValidity = (id: number) => (valid: boolean) =>
    setBadWeights((current) => {
      if (valid !== current.has(id)) return current;
      const next = new Set(current);
      if (valid) next.delete(id);
      else next.add(id);
      return next;
    });

  const versionOf = useEditedVersions(list, changed);
  const saveBar = useSaveBar(
    [drafts],
    changed.length,
    () => saveEach(changed, drafts, (id, body) => updateCriterion({ multifatorialId: multifatorial.id, id, version: versionOf(id), body }).unwrap()),
    texts.analyses.saved,
  );
  const bar = {
    ...saveBar,
    discard: () => {
      saveBar.discard();
      setBadWeights(new Set());
      setGeneration((value) => value + 1);
    },
  };

  const axisGroup = (axis: CriterionAxis) => {
    const label = texts.multifatorial.axes[axis];
    const rows = list.filter((criterion) => criterion.axis === axis);
    const values = rows.map((criterion) => drafts.value(criterion.id, fields(criterion)));
    const total = values.reduce((sum, value) => sum + value.importance, 0);
    return (
      <section key={axis} aria-label={label} data-testid={`criteria-${axis}`} className={rowStyles.rows}>
        <h3>{label}</h3>
        {rows.length === 0 && <p>{t.empty}</p>}
        {rows.map((criterion, index) => {
          const saved = fields(criterion);
          const value = values[index]!;
          const name = value.name || saved.name;
          return (
            <div key={`${criterion.id}:${generation}`} className={rowStyles.row} data-testid={`criterion-${criterion.id}`}>
              <RecentChangeMark kind="multifatorial" part="criterion" id={criterion.id} />
              <div>
                <TextField
                  label={t.name}
                  value={value.name}
                  readOnly={!canEdit}
                  onChange={(event) => drafts.edit(criterion.id, { ...value, name: event.target.value }, saved)}
                  error={fieldIssue(schemas?.criterionSchema, value, 'name')}
                />
                <CheckboxField
                  label={t.higherIsWorse}
                  aria-label={`${t.higherIsWorse}: ${name}`}
                  checked={value.higherIsWorse}
                  disabled={!canEdit}
                  onChange={(event) => drafts.edit(criterion.id, { ...value, higherIsWorse: event.target.checked }, saved)}
                />
              </div>
              <CriterionWeight
                name={name}
                value={value.importance}
                share={total > 0 ? value.importance / total : null}
                canEdit={canEdit}
                onChange={(importance) => drafts.edit(criterion.id, { ...value, importance }, saved)}
                onValidity={weightValidity(criterion.id)}
              />
              <RemoveButton name={name} canEdit={canEdit} onClick={() => deletion.ask(criterion)} />
            </div>
          );
        })}
        {canEdit && criteria.data && (
          <AddItemForm
            texts={{ label: t.newCriterion(label), placeholder: t.placeholder, button: t.add }}
            schema="newCriterionSchema"
            field="name"
            extra={{ axis }}
            onAdd={(name) => createCriterion({ multifatorialId: multifatorial.id, body: { axis, name } }).unwrap()}
            testId={`add-criterion-${axis}`}
          />
        )}
      </section>
    );
  };

  return (
    <section data-testid="multifatorial-criteria-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      <p>{t.higherIsWorseHint}</p>
      {criteria.isLoading && <LoadingState />}
      {criteria.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {criteria.data && (
        <ExportButtons
          testId="criteria-export"
          table={async () =>
            (await import('../export/multifatorial-tables')).criteriaTable(
              multifatorial.name,
              list.map((criterion) => ({ ...criterion, ...drafts.value(criterion.id, fields(criterion)) })),
            )
          }
        />
      )}
      {criteria.data && CRITERION_AXES.map(axisGroup)}
      <SaveBar edits={{ ...bar, invalid }} canEdit={canEdit} />
      <PartDeleteDialog
        deletion={deletion}
        texts={t}
        drafts={drafts}
        name={(criterion) => criterion.name}
        remove={(criterion) => deleteCriterion({ multifatorialId: multifatorial.id, id: criterion.id, version: criterion.version }).unwrap()}
        testId="criterion-delete-dialog"
      />
    </section>
  );
}

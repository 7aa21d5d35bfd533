import { CRITERION_AXES, type CriterionAxis, type CriterionInput, criterionSchema, type MultifatorialCriterion, newCriterionSchema } from 'contracts';
import { Button, ConfirmDialog, ErrorAlert, LoadingState, Slider, TextField } from 'contracts/ui';
import { AddItemForm } from '../../../shared/analyses/AddItemForm';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { useConfirmedDelete } from '../../../shared/analyses/useConfirmedDelete';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { useSaving } from '../../../shared/analyses/useSaving';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useCreateCriterionMutation, useDeleteCriterionMutation, useGetCriteriaQuery, useUpdateCriterionMutation } from '../api/multifatorial-api';

const t = texts.multifatorial.criteria;
const same = (a: CriterionInput, b: CriterionInput) => a.name === b.name && a.importance === b.importance && a.axis === b.axis;
const fields = ({ axis, name, importance }: MultifatorialCriterion): CriterionInput => ({ axis, name, importance });
const nameError = (value: CriterionInput) => criterionSchema.safeParse(value).error?.issues.find((issue) => issue.path[0] === 'name')?.message;

/** /empresa/{companyId}/multifatorial/{id}/criterios: each axis' criteria with the 'importance' sliders. */
export function CriteriaPage() {
  const multifatorial = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const criteria = useGetCriteriaQuery(multifatorial.id);
  const drafts = useDrafts<number, CriterionInput>(same);
  const saving = useSaving();
  const [createCriterion] = useCreateCriterionMutation();
  const [updateCriterion] = useUpdateCriterionMutation();
  const [deleteCriterion] = useDeleteCriterionMutation();
  const deletion = useConfirmedDelete<MultifatorialCriterion>();
  const list = criteria.data ?? [];
  const changed = drafts.changed(list.map((criterion) => criterion.id));
  const invalid = changed.some(([, draft]) => !criterionSchema.safeParse(draft).success);

  const save = () =>
    saving.run(async () => {
      for (const [id, body] of changed) {
        await updateCriterion({ multifatorialId: multifatorial.id, id, body }).unwrap();
        drafts.forget([id]);
      }
    }, texts.analyses.saved);

  const axisGroup = (axis: CriterionAxis) => {
    const label = texts.multifatorial.axes[axis];
    const rows = list.filter((criterion) => criterion.axis === axis);
    return (
      <section key={axis} aria-label={label} data-testid={`criteria-${axis}`}>
        <h3>{label}</h3>
        {rows.length === 0 && <p>{t.empty}</p>}
        {rows.map((criterion) => {
          const saved = fields(criterion);
          const value = drafts.value(criterion.id, saved);
          const name = value.name || saved.name;
          return (
            <div key={criterion.id} style={{ display: 'grid', gridTemplateColumns: 'minmax(12rem, 2fr) 1fr auto', gap: 12, alignItems: 'end' }}>
              <TextField
                label={t.name}
                value={value.name}
                readOnly={!canEdit}
                onChange={(event) => drafts.edit(criterion.id, { ...value, name: event.target.value }, saved)}
                error={nameError(value)}
              />
              <Slider
                kind="importance"
                label={texts.analyses.importance}
                value={value.importance}
                disabled={!canEdit}
                onChange={(importance) => drafts.edit(criterion.id, { ...value, importance }, saved)}
                aria-label={`${texts.analyses.importance} de ${name}`}
              />
              {canEdit && (
                <Button variant="link" onClick={() => deletion.ask(criterion)} aria-label={`${texts.analyses.remove} ${name}`}>
                  {texts.analyses.remove}
                </Button>
              )}
            </div>
          );
        })}
        {canEdit && criteria.data && (
          <AddItemForm
            label={t.newCriterion(label)}
            placeholder={t.placeholder}
            buttonLabel={t.add}
            schema={newCriterionSchema}
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
      {criteria.isLoading && <LoadingState />}
      {criteria.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {criteria.data && CRITERION_AXES.map(axisGroup)}
      <ErrorAlert>{saving.error}</ErrorAlert>
      {canEdit && (
        <SaveBar
          dirty={changed.length > 0}
          saving={saving.saving}
          invalid={invalid}
          onSave={() => void save()}
          onDiscard={() => {
            drafts.discard();
            saving.clearError();
          }}
        />
      )}
      {deletion.target && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={texts.analyses.remove}
          onClose={deletion.close}
          onConfirm={() =>
            deletion.confirm(async (criterion) => {
              await deleteCriterion({ multifatorialId: multifatorial.id, id: criterion.id }).unwrap();
              drafts.forget([criterion.id]);
            })
          }
          error={deletion.error}
          testId="criterion-delete-dialog"
        >
          <p>
            <strong>{deletion.target.name}</strong>: {t.deleteBody}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

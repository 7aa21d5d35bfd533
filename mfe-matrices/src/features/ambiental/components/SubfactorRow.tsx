import { type AmbientalSubfactor, SUBFACTOR_KINDS, type SubfactorKind } from 'contracts';
import { SelectField, Slider, TextField } from 'contracts/ui';
import { RecentChangeMark } from 'contracts/client';
import { ImportanceSlider, RemoveButton } from '../../../shared/analyses/EditorControls';
import * as texts from '../../../texts';
import { fieldIssue, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { type FactorEdits, subfactorFields } from '../hooks/useFactorEdits';
import styles from './FactorRows.module.css';

const t = texts.ambiental.factors;

export const KIND_OPTIONS = SUBFACTOR_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }));

export interface SubfactorRowProps {
  subfactor: AmbientalSubfactor;
  edits: FactorEdits;
  canEdit: boolean;
  onDelete: () => void;
}

/** One opportunity or threat of a factor: name, kind, importance and grade (the seed's two slider styles). */
export function SubfactorRow({ subfactor, edits, canEdit, onDelete }: SubfactorRowProps) {
  const schemas = useEditorSchemas();
  const saved = subfactorFields(subfactor);
  const value = edits.row.value(subfactor.id, saved);
  const set = (change: Partial<typeof value>) => edits.row.edit(subfactor.id, { ...value, ...change }, saved);
  const label = value.name || saved.name;
  return (
    <li data-testid={`subfactor-${subfactor.id}`} className={styles.subfactorRow}>
      <RecentChangeMark kind="ambiental" part="subfactor" id={subfactor.id} />
      <TextField
        className={styles.name}
        label={t.subfactorName}
        value={value.name}
        readOnly={!canEdit}
        onChange={(event) => set({ name: event.target.value })}
        error={fieldIssue(schemas?.subfactorSchema, value, 'name')}
      />
      <SelectField
        className={styles.kind}
        label={t.kind}
        options={KIND_OPTIONS}
        value={value.kind}
        disabled={!canEdit}
        onChange={(event) => set({ kind: event.target.value as SubfactorKind })}
        aria-label={`${t.kind} de ${label}`}
      />
      <ImportanceSlider className={styles.importance} of={label} value={value.importance} canEdit={canEdit} onChange={(importance) => set({ importance })} />
      <Slider className={styles.grade} kind="grade" label={texts.analyses.grade} value={value.grade} disabled={!canEdit} onChange={(grade) => set({ grade })} aria-label={`${texts.analyses.grade} de ${label}`} />
      <RemoveButton className={styles.remove} name={label} canEdit={canEdit} onClick={onDelete} />
    </li>
  );
}

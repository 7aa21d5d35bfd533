import { useState } from 'react';
import type { FactorWithSubfactors, SubfactorKind } from 'contracts';
import { Button, SelectField, TextField } from 'contracts/ui';
import { RecentChangeMark } from 'contracts/client';
import { AddItemForm } from '../../../shared/analyses/AddItemForm';
import { ImportanceSlider, RemoveButton } from '../../../shared/analyses/EditorControls';
import type { GroupEditing } from '../../../shared/analyses/GroupsEditor';
import * as texts from '../../../texts';
import { useCreateSubfactorMutation } from '../api/ambiental-api';
import { fieldIssue, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { factorFields, type FactorEdits } from '../hooks/useFactorEdits';
import styles from './FactorRows.module.css';
import { KIND_OPTIONS, SubfactorRow } from './SubfactorRow';

const t = texts.ambiental.factors;

export interface FactorGroupProps extends GroupEditing {
  ambientalId: number;
  factor: FactorWithSubfactors;
  /** Closed by default (the seed's client model); opened, it shows its subfactors. */
  opened: boolean;
  onToggle: () => void;
  edits: FactorEdits;
}

/** A factor of the environment: its name and importance, and, opened, its opportunities and threats. */
export function FactorGroup({ ambientalId, factor, opened, onToggle, edits, canEdit, onDelete }: FactorGroupProps) {
  const schemas = useEditorSchemas();
  const [createSubfactor] = useCreateSubfactorMutation();
  const [newKind, setNewKind] = useState<SubfactorKind>('oportunidade');
  const saved = factorFields(factor);
  const value = edits.group.value(factor.id, saved);
  const label = value.name || saved.name;
  const panelId = `factor-${factor.id}-subfactors`;
  return (
    <section data-testid={`factor-${factor.id}`} aria-label={label} className={styles.factor}>
      <div className={styles.factorRow}>
        <RecentChangeMark kind="ambiental" part="factor" id={factor.id} />
        <Button className={styles.toggle} variant="outline" size="small" onClick={onToggle} aria-expanded={opened} aria-controls={panelId} aria-label={`${opened ? t.close : t.open} ${label}`}>
          {opened ? '▾' : '▸'} {t.subfactorCount(factor.subfactors.length)}
        </Button>
        <TextField
          className={styles.name}
          label={t.factorName}
          value={value.name}
          readOnly={!canEdit}
          onChange={(event) => edits.group.edit(factor.id, { ...value, name: event.target.value }, saved)}
          error={fieldIssue(schemas?.factorSchema, value, 'name')}
        />
        <ImportanceSlider className={styles.importance} of={label} value={value.importance} canEdit={canEdit} onChange={(importance) => edits.group.edit(factor.id, { ...value, importance }, saved)} />
        <RemoveButton className={styles.remove} name={label} canEdit={canEdit} onClick={() => onDelete({ kind: 'group', id: factor.id, name: label })} />
      </div>
      {opened && (
        <div id={panelId} className={styles.subfactors}>
          {factor.subfactors.length === 0 ? (
            <p>{t.noSubfactors}</p>
          ) : (
            <ul aria-label={`${texts.ambiental.chart.subfactors} de ${label}`} className={styles.subfactorList}>
              {factor.subfactors.map((subfactor) => (
                <SubfactorRow
                  key={subfactor.id}
                  subfactor={subfactor}
                  edits={edits}
                  canEdit={canEdit}
                  onDelete={() => onDelete({ kind: 'row', id: subfactor.id, name: edits.row.value(subfactor.id, subfactor).name || subfactor.name })}
                />
              ))}
            </ul>
          )}
          {canEdit && (
            <AddItemForm
              texts={t.addSubfactor}
              schema="newSubfactorSchema"
              field="name"
              extra={{ kind: newKind }}
              onAdd={(name) => createSubfactor({ ambientalId, factorId: factor.id, body: { name, kind: newKind } }).unwrap()}
              testId={`add-subfactor-${factor.id}`}
            >
              <SelectField label={t.kind} options={KIND_OPTIONS} value={newKind} onChange={(event) => setNewKind(event.target.value as SubfactorKind)} />
            </AddItemForm>
          )}
        </div>
      )}
    </section>
  );
}

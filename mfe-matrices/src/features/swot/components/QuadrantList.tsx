import type { SwotItem, SwotItemQuadrant } from 'contracts';
import { RecentChangeMark } from 'contracts/client';
import { TextField } from 'contracts/ui';
import { AddItemForm } from '../../../shared/analyses/AddItemForm';
import { ImportanceSlider, RemoveButton } from '../../../shared/analyses/EditorControls';
import rowStyles from '../../../shared/analyses/EditorRow.module.css';
import * as swotTexts from '../texts';
import { useCreateSwotItemMutation } from '../api/swot-api';
import { fieldIssue, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { itemFields, type useItemEdits } from '../hooks/useItemEdits';

const t = swotTexts;

export interface QuadrantListProps {
  swotId: number;
  quadrant: SwotItemQuadrant;
  items: readonly SwotItem[];
  edits: ReturnType<typeof useItemEdits>;
  canEdit: boolean;
  onDelete: (item: SwotItem) => void;
}

/** One quadrant (Forças, Fraquezas, Oportunidades, Ameaças) as an editable list: text and importance of each item. */
export function QuadrantList({ swotId, quadrant, items, edits, canEdit, onDelete }: QuadrantListProps) {
  const schemas = useEditorSchemas();
  const [createItem] = useCreateSwotItemMutation();
  const q = t.quadrants[quadrant];
  return (
    <section aria-label={q.title} data-testid={`quadrant-${quadrant}`} style={{ border: '1px solid var(--color-border, #ddd)', borderRadius: 8, padding: 12 }}>
      <h3>{q.title}</h3>
      {items.length === 0 && <p>{t.items.empty}</p>}
      <ul className={rowStyles.rows} style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {items.map((item) => {
          const saved = itemFields(item);
          const value = edits.drafts.value(item.id, saved);
          const label = value.text || saved.text;
          return (
            <li key={item.id} data-testid={`swot-item-${item.id}`} className={rowStyles.row}>
              <RecentChangeMark kind="swot" part="item" id={item.id} />
              <TextField
                label={t.items.text}
                value={value.text}
                readOnly={!canEdit}
                onChange={(event) => edits.drafts.edit(item.id, { ...value, text: event.target.value }, saved)}
                error={fieldIssue(schemas?.swotItemSchema, value, 'text')}
                hint={item.subfactorId !== null ? t.items.imported : undefined}
              />
              <ImportanceSlider of={label} value={value.importance} canEdit={canEdit} onChange={(importance) => edits.drafts.edit(item.id, { ...value, importance }, saved)} />
              <RemoveButton name={label} canEdit={canEdit} onClick={() => onDelete(item)} />
            </li>
          );
        })}
      </ul>
      {canEdit && (
        <AddItemForm
          texts={{ label: `${t.items.add}: ${q.one}`, placeholder: q.placeholder, button: t.items.add }}
          schema="newSwotItemSchema"
          field="text"
          extra={{ quadrant }}
          onAdd={(text) => createItem({ swotId, body: { quadrant, text } }).unwrap()}
          testId={`add-item-${quadrant}`}
        />
      )}
    </section>
  );
}

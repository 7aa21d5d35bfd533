import type { Multifatorial, MultifatorialCategoryWithItems } from 'contracts';
import { TextField } from 'contracts/ui';
import { RecentChangeMark } from 'contracts/client';
import { AddItemForm } from '../../../shared/analyses/AddItemForm';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { RemoveButton } from '../../../shared/analyses/EditorControls';
import { type GroupEditing, GroupsEditor } from '../../../shared/analyses/GroupsEditor';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import rowStyles from '../../../shared/analyses/EditorRow.module.css';
import * as texts from '../../../texts';
import { useCreateItemMutation, useCreateMarketMutation, useGetMarketsQuery } from '../api/multifatorial-api';
import { fieldIssue, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { itemBody, itemFields, marketFields, useMarketEdits } from '../hooks/useMarketEdits';
import { McpImportBox } from './McpImportBox';

const t = texts.multifatorial.markets;

interface MarketProps extends GroupEditing {
  multifatorialId: number;
  market: MultifatorialCategoryWithItems;
  edits: ReturnType<typeof useMarketEdits>;
}

/** A market: its name, then its items with name and faturamento. */
function Market({ multifatorialId, market, edits, canEdit, onDelete }: MarketProps) {
  const schemas = useEditorSchemas();
  const [createItem] = useCreateItemMutation();
  const saved = marketFields(market);
  const value = edits.group.value(market.id, saved);
  const label = value.name || saved.name;
  return (
    <section aria-label={label} data-testid={`market-${market.id}`} style={{ borderBottom: '1px solid var(--color-border, #ddd)', padding: '12px 0' }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
        <RecentChangeMark kind="multifatorial" part="category" id={market.id} />
        <TextField
          label={t.marketName}
          value={value.name}
          readOnly={!canEdit}
          onChange={(event) => edits.group.edit(market.id, { ...value, name: event.target.value }, saved)}
          error={fieldIssue(schemas?.categorySchema, value, 'name')}
        />
        {market.mcpCategoryId !== null && <small>{t.importedTag}</small>}
        <RemoveButton name={label} canEdit={canEdit} onClick={() => onDelete({ kind: 'group', id: market.id, name: label })} />
      </div>
      <div className={rowStyles.rows} style={{ paddingLeft: 32 }}>
        {market.items.length === 0 && <p>{t.noItems}</p>}
        {market.items.map((item) => {
          const savedItem = itemFields(item);
          const draft = edits.row.value(item.id, savedItem);
          const name = draft.name || savedItem.name;
          return (
            <div key={item.id} data-testid={`item-${item.id}`} className={rowStyles.row}>
              <RecentChangeMark kind="multifatorial" part="item" id={item.id} />
              <TextField
                label={t.itemName}
                value={draft.name}
                readOnly={!canEdit}
                onChange={(event) => edits.row.edit(item.id, { ...draft, name: event.target.value }, savedItem)}
                error={fieldIssue(schemas?.multifatorialItemSchema, itemBody(draft), 'name')}
              />
              <TextField
                label={t.faturamento}
                inputMode="decimal"
                value={draft.faturamento}
                readOnly={!canEdit}
                onChange={(event) => edits.row.edit(item.id, { ...draft, faturamento: event.target.value }, savedItem)}
                error={fieldIssue(schemas?.multifatorialItemSchema, itemBody(draft), 'faturamento')}
                aria-label={`${t.faturamento} de ${name}`}
              />
              <RemoveButton name={name} canEdit={canEdit} onClick={() => onDelete({ kind: 'row', id: item.id, name })} />
            </div>
          );
        })}
        {canEdit && (
          <AddItemForm
            texts={t.addItem}
            schema="multifatorialItemSchema"
            field="name"
            onAdd={(name) => createItem({ multifatorialId, categoryId: market.id, body: { name } }).unwrap()}
            testId={`add-item-${market.id}`}
          />
        )}
      </div>
    </section>
  );
}

/** /empresa/{companyId}/multifatorial/{id}/mercados: the markets and their items, the MCP import. */
export function MarketsPage() {
  const multifatorial = useCurrentAnalysis() as Multifatorial;
  const canEdit = useCanEditAnalyses();
  const markets = useGetMarketsQuery(multifatorial.id);
  const edits = useMarketEdits(multifatorial.id, markets.data ?? []);
  const [createMarket] = useCreateMarketMutation();
  return (
    <GroupsEditor
      testIds={{ page: 'multifatorial-markets-page', add: 'add-market', delete: 'market-delete-dialog' }}
      texts={{ ...t, addGroup: t.addMarket, deleteGroup: t.deleteMarket, deleteRow: t.deleteItem }}
      before={canEdit && <McpImportBox multifatorial={multifatorial} companyId={multifatorial.company_id} />}
      groups={markets}
      edits={edits}
      addGroup={{ schema: 'categorySchema', field: 'name', onAdd: (name) => createMarket({ multifatorialId: multifatorial.id, body: { name } }).unwrap() }}
    >
      {(market, editing) => <Market key={market.id} multifatorialId={multifatorial.id} market={market} edits={edits} {...editing} />}
    </GroupsEditor>
  );
}

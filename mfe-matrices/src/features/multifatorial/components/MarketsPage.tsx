import type { Multifatorial, MultifatorialCategoryWithItems } from 'contracts';
import { Button, EmptyState, ErrorAlert, LoadingState, TextField } from 'contracts/ui';
import { AddItemForm } from '../../../shared/analyses/AddItemForm';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ConfirmedDeleteDialog } from '../../../shared/analyses/ConfirmedDeleteDialog';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { useConfirmedDelete } from '../../../shared/analyses/useConfirmedDelete';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import rowStyles from '../../../shared/analyses/EditorRow.module.css';
import * as texts from '../../../texts';
import { useCreateItemMutation, useCreateMarketMutation, useDeleteItemMutation, useDeleteMarketMutation, useGetMarketsQuery } from '../api/multifatorial-api';
import { fieldIssue, useEditorSchemas } from '../../../shared/analyses/useEditorSchemas';
import { itemBody, itemFields, marketFields, useMarketEdits } from '../hooks/useMarketEdits';
import { McpImportBox } from './McpImportBox';

const t = texts.multifatorial.markets;

type DeleteTarget = { kind: 'market' | 'item'; id: number; name: string };

interface MarketProps {
  multifatorialId: number;
  market: MultifatorialCategoryWithItems;
  edits: ReturnType<typeof useMarketEdits>;
  canEdit: boolean;
  onDelete: (target: DeleteTarget) => void;
}

/** A market: its name, then its items with name and faturamento. */
function Market({ multifatorialId, market, edits, canEdit, onDelete }: MarketProps) {
  const schemas = useEditorSchemas();
  const [createItem] = useCreateItemMutation();
  const saved = marketFields(market);
  const value = edits.market.value(market.id, saved);
  const label = value.name || saved.name;
  return (
    <section aria-label={label} data-testid={`market-${market.id}`} style={{ borderBottom: '1px solid var(--color-border, #ddd)', padding: '12px 0' }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
        <TextField
          label={t.marketName}
          value={value.name}
          readOnly={!canEdit}
          onChange={(event) => edits.market.edit(market.id, { ...value, name: event.target.value }, saved)}
          error={fieldIssue(schemas?.categorySchema, value, 'name')}
        />
        {market.mcpCategoryId !== null && <small>{t.importedTag}</small>}
        {canEdit && (
          <Button variant="link" onClick={() => onDelete({ kind: 'market', id: market.id, name: label })} aria-label={`${texts.analyses.remove} ${label}`}>
            {texts.analyses.remove}
          </Button>
        )}
      </div>
      <div className={rowStyles.rows} style={{ paddingLeft: 32 }}>
        {market.items.length === 0 && <p>{t.noItems}</p>}
        {market.items.map((item) => {
          const savedItem = itemFields(item);
          const draft = edits.item.value(item.id, savedItem);
          const name = draft.name || savedItem.name;
          return (
            <div key={item.id} data-testid={`item-${item.id}`} className={rowStyles.row}>
              <TextField
                label={t.itemName}
                value={draft.name}
                readOnly={!canEdit}
                onChange={(event) => edits.item.edit(item.id, { ...draft, name: event.target.value }, savedItem)}
                error={fieldIssue(schemas?.multifatorialItemSchema, itemBody(draft), 'name')}
              />
              <TextField
                label={t.faturamento}
                inputMode="decimal"
                value={draft.faturamento}
                readOnly={!canEdit}
                onChange={(event) => edits.item.edit(item.id, { ...draft, faturamento: event.target.value }, savedItem)}
                error={fieldIssue(schemas?.multifatorialItemSchema, itemBody(draft), 'faturamento')}
                aria-label={`${t.faturamento} de ${name}`}
              />
              {canEdit && (
                <Button variant="link" onClick={() => onDelete({ kind: 'item', id: item.id, name })} aria-label={`${texts.analyses.remove} ${name}`}>
                  {texts.analyses.remove}
                </Button>
              )}
            </div>
          );
        })}
        {canEdit && (
          <AddItemForm
            label={t.newItem}
            placeholder={t.newItemPlaceholder}
            buttonLabel={t.addItem}
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
  const list = markets.data ?? [];
  const edits = useMarketEdits(multifatorial.id, list);
  const [createMarket] = useCreateMarketMutation();
  const [deleteMarket] = useDeleteMarketMutation();
  const [deleteItem] = useDeleteItemMutation();
  const deletion = useConfirmedDelete<DeleteTarget>();
  const remove = async (target: DeleteTarget) => {
    if (target.kind === 'market') {
      await deleteMarket({ multifatorialId: multifatorial.id, id: target.id }).unwrap();
      edits.market.forget([target.id]);
      edits.item.forget(list.find((market) => market.id === target.id)?.items.map((item) => item.id) ?? []);
    } else {
      await deleteItem({ multifatorialId: multifatorial.id, id: target.id }).unwrap();
      edits.item.forget([target.id]);
    }
  };
  return (
    <section data-testid="multifatorial-markets-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {canEdit && <McpImportBox multifatorial={multifatorial} companyId={multifatorial.company_id} />}
      {markets.isLoading && <LoadingState />}
      {markets.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {markets.data?.length === 0 && <EmptyState title={t.empty} />}
      {list.map((market) => (
        <Market key={market.id} multifatorialId={multifatorial.id} market={market} edits={edits} canEdit={canEdit} onDelete={deletion.ask} />
      ))}
      {canEdit && markets.data && (
        <AddItemForm
          label={t.newMarket}
          placeholder={t.newMarketPlaceholder}
          buttonLabel={t.addMarket}
          schema="categorySchema"
          field="name"
          onAdd={(name) => createMarket({ multifatorialId: multifatorial.id, body: { name } }).unwrap()}
          testId="add-market"
        />
      )}
      <SaveBar edits={edits} canEdit={canEdit} />
      <ConfirmedDeleteDialog
        deletion={deletion}
        title={(target) => (target.kind === 'market' ? t.deleteMarketTitle : t.deleteItemTitle)}
        body={(target) => (target.kind === 'market' ? t.deleteMarketBody : t.deleteItemBody)}
        name={(target) => target.name}
        remove={remove}
        testId="market-delete-dialog"
      />
    </section>
  );
}

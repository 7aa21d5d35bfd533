import { useState } from 'react';
import { analysisColorsById, type McpCompetitor, type McpProduct } from 'contracts';
import { Button, ConfirmDialog, EmptyState, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { useConfirmedDelete } from '../../../shared/analyses/useConfirmedDelete';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import {
  useCreateCompetitorMutation,
  useCreateProductMutation,
  useDeleteCompetitorMutation,
  useDeleteProductMutation,
  useGetCategoriesAndCompetitorsQuery,
  useGetCategoriesAndProductsQuery,
  useUpdateCompetitorMutation,
  useUpdateProductMutation,
} from '../api/mcp-api';
import { ColorSwatch } from './ColorSwatch';
import { ItemFormDialog } from './ItemFormDialog';

const t = texts.mcp.products;

type Kind = 'product' | 'competitor';
/** A product or a competitor, with its kind. */
type Target = { kind: 'product'; item: McpProduct } | { kind: 'competitor'; item: McpCompetitor };
type Dialog = { action: 'create'; kind: Kind; categoryId: number } | ({ action: 'edit' } & Target);

const KIND_TEXTS = {
  product: { list: t.products, none: t.noProducts, create: t.newProduct, edit: t.editProduct, remove: t.deleteProduct, placeholder: t.productPlaceholder },
  competitor: {
    list: t.competitors,
    none: t.noCompetitors,
    create: t.newCompetitor,
    edit: t.editCompetitor,
    remove: t.deleteCompetitor,
    placeholder: t.competitorPlaceholder,
  },
} as const;

/** Each category with its products and its competitors. */
export function ProductsPage() {
  const mcp = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const products = useGetCategoriesAndProductsQuery(mcp.id);
  const competitors = useGetCategoriesAndCompetitorsQuery(mcp.id);
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const [createCompetitor] = useCreateCompetitorMutation();
  const [updateCompetitor] = useUpdateCompetitorMutation();
  const [deleteCompetitor] = useDeleteCompetitorMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const deletion = useConfirmedDelete<Target>(texts.mcp.deleted);

  if (!products.data || !competitors.data) return <LoadingState />;
  const categories = products.data;
  const rivals = competitors.data;
  if (categories.length === 0) return <EmptyState title={t.noCategories} />;
  // Each kind's colours over the whole analysis (contracts analysisColors): no two default ones alike.
  const colors = {
    category: analysisColorsById(categories),
    product: analysisColorsById(categories.flatMap((category) => category.products)),
    competitor: analysisColorsById(rivals.flatMap((entry) => entry.competitors)),
  };

  const itemList = (kind: Kind, items: readonly (McpProduct | McpCompetitor)[], categoryId: number) => {
    const k = KIND_TEXTS[kind];
    return (
      <div>
        <h4>{k.list}</h4>
        {items.length === 0 ? (
          <p>{k.none}</p>
        ) : (
          <ul aria-label={`${k.list} de ${categories.find((category) => category.id === categoryId)?.name ?? ''}`}>
            {items.map((item) => (
              <li key={item.id}>
                <ColorSwatch color={colors[kind].get(item.id)!} /> <span>{item.name}</span>
                {'active' in item && !item.active && <em> ({t.inactive})</em>}
                {canEdit && (
                  <>
                    {' '}
                    <Button
                      variant="link"
                      aria-label={`${texts.mcp.edit} ${item.name}`}
                      onClick={() => setDialog({ action: 'edit', kind, item } as Dialog)}
                    >
                      {texts.mcp.edit}
                    </Button>{' '}
                    <Button
                      variant="link"
                      aria-label={`${texts.mcp.delete} ${item.name}`}
                      onClick={() => deletion.ask({ kind, item } as Target)}
                    >
                      {texts.mcp.delete}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {canEdit && (
          <Button size="small" onClick={() => setDialog({ action: 'create', kind, categoryId })}>
            {k.create}
          </Button>
        )}
      </div>
    );
  };

  const save = (kind: Kind, id: number | null, version = 0) => (body: { name: string; color: number; categoryId?: number; active?: boolean }) => {
    const request = { ...body, categoryId: body.categoryId! };
    if (kind === 'product') {
      return id === null ? createProduct({ mcpId: mcp.id, body: request }).unwrap() : updateProduct({ mcpId: mcp.id, id, version, body: request }).unwrap();
    }
    return id === null ? createCompetitor({ mcpId: mcp.id, body: request }).unwrap() : updateCompetitor({ mcpId: mcp.id, id, version, body: request }).unwrap();
  };

  return (
    <section data-testid="mcp-products-page">
      <h2>{t.heading}</h2>
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`mcp-category-heading-${category.id}`} data-testid={`mcp-category-items-${category.id}`}>
          <h3 id={`mcp-category-heading-${category.id}`}>
            <ColorSwatch color={colors.category.get(category.id)!} /> {category.name}
          </h3>
          {itemList('product', category.products, category.id)}
          {itemList('competitor', rivals.find((entry) => entry.id === category.id)?.competitors ?? [], category.id)}
        </section>
      ))}
      {dialog && (
        <ItemFormDialog
          title={dialog.action === 'create' ? KIND_TEXTS[dialog.kind].create : KIND_TEXTS[dialog.kind].edit}
          namePlaceholder={KIND_TEXTS[dialog.kind].placeholder}
          item={dialog.action === 'edit' ? dialog.item : undefined}
          shownColor={dialog.action === 'edit' ? colors[dialog.kind].get(dialog.item.id) : undefined}
          categories={categories}
          categoryId={dialog.action === 'create' ? dialog.categoryId : undefined}
          withActive={dialog.kind === 'product'}
          onSubmit={save(dialog.kind, dialog.action === 'edit' ? dialog.item.id : null, dialog.action === 'edit' ? dialog.item.version : undefined)}
          onClose={close}
          successMessage={texts.mcp.saved}
          testId={`mcp-${dialog.kind}-dialog`}
        />
      )}
      {deletion.target && (
        <ConfirmDialog
          title={KIND_TEXTS[deletion.target.kind].remove}
          confirmLabel={texts.mcp.delete}
          onClose={deletion.close}
          onConfirm={() =>
            deletion.confirm(({ kind, item }) => (kind === 'product' ? deleteProduct({ mcpId: mcp.id, id: item.id, version: item.version }) : deleteCompetitor({ mcpId: mcp.id, id: item.id, version: item.version })).unwrap())
          }
          error={deletion.error}
          testId="mcp-delete-item-dialog"
        >
          <p>
            <strong>{deletion.target.item.name}</strong>: {t.deleteBody}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

import { useState } from 'react';
import { analysisColors, type McpCategory } from 'contracts';
import { Button, ConfirmDialog, EmptyState, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { useConfirmedDelete } from '../../../shared/analyses/useConfirmedDelete';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useCreateCategoryMutation, useDeleteCategoryMutation, useGetCategoriesAndProductsQuery, useUpdateCategoryMutation } from '../api/mcp-api';
import { ColorSwatch } from './ColorSwatch';
import { ItemFormDialog } from './ItemFormDialog';

const t = texts.mcp.categories;

/** The MCP's markets: name and colour; deleting one takes its products and competitors with it. */
export function CategoriesPage() {
  const mcp = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const categories = useGetCategoriesAndProductsQuery(mcp.id);
  const [createCategory] = useCreateCategoryMutation();
  const [updateCategory] = useUpdateCategoryMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; category: McpCategory } | null>(null);
  const deletion = useConfirmedDelete<McpCategory>(texts.mcp.deleted);
  const close = () => setDialog(null);
  // The analysis' colour rule (contracts analysisColors): a category without a colour is drawn in
  // a palette colour no other has; the last one is what a new category would get.
  const colors = analysisColors([...(categories.data ?? []), { color: 0 }]);

  return (
    <section data-testid="mcp-categories-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {canEdit && (
        <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
          {t.newTitle}
        </Button>
      )}
      {categories.isLoading && <LoadingState />}
      {categories.data?.length === 0 && <EmptyState title={t.empty} />}
      {categories.data && categories.data.length > 0 && (
        <ul aria-label={t.heading}>
          {categories.data.map((category, index) => (
            <li key={category.id} data-testid={`mcp-category-${category.id}`}>
              <ColorSwatch color={colors[index]!} /> <strong>{category.name}</strong> ({category.products.length}{' '}
              {texts.mcp.products.products.toLowerCase()})
              {canEdit && (
                <>
                  {' '}
                  <Button variant="link" aria-label={`${texts.mcp.edit} ${category.name}`} onClick={() => setDialog({ kind: 'edit', category })}>
                    {texts.mcp.edit}
                  </Button>{' '}
                  <Button variant="link" aria-label={`${texts.mcp.delete} ${category.name}`} onClick={() => deletion.ask(category)}>
                    {texts.mcp.delete}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'create' && (
        <ItemFormDialog
          title={t.newTitle}
          namePlaceholder={t.namePlaceholder}
          shownColor={colors.at(-1)}
          onSubmit={(body) => createCategory({ mcpId: mcp.id, body }).unwrap()}
          onClose={close}
          successMessage={texts.mcp.saved}
          testId="mcp-category-dialog"
        />
      )}
      {dialog?.kind === 'edit' && (
        <ItemFormDialog
          title={t.editTitle}
          namePlaceholder={t.namePlaceholder}
          item={dialog.category}
          shownColor={colors[categories.data?.findIndex((category) => category.id === dialog.category.id) ?? -1]}
          onSubmit={(body) => updateCategory({ mcpId: mcp.id, id: dialog.category.id, version: dialog.category.version, body }).unwrap()}
          onClose={close}
          successMessage={texts.mcp.saved}
          testId="mcp-category-dialog"
        />
      )}
      {deletion.target && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={texts.mcp.delete}
          onClose={deletion.close}
          onConfirm={() => deletion.confirm((category) => deleteCategory({ mcpId: mcp.id, id: category.id, version: category.version }).unwrap())}
          error={deletion.error}
          testId="mcp-delete-item-dialog"
        >
          <p>
            <strong>{deletion.target.name}</strong>: {t.deleteBody}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

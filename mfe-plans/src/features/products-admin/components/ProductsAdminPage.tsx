import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatBRL, planTotal, type Product } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ConfirmDialog, DataTable, EmptyState, ErrorAlert, generalErrorOf, LoadingState } from 'contracts/ui';
import { useGetProductsQuery } from '../../../shared/api/products-api';
import { texts } from '../../../texts';
import { useDeleteProductMutation } from '../api/products-admin-api';
import { ProductFormDialog } from './ProductFormDialog';
import styles from './ProductsAdminPage.module.css';

type Editing = { product: Product | null } | null;

/** /planos/produtos: a system administrator creates, edits, orders (`ordem`) and deletes the plans. */
export function ProductsAdminPage() {
  const t = texts.products;
  const { currentUser, notify } = useHost();
  const { data: products, isLoading, error } = useGetProductsQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [deleteProduct, deletion] = useDeleteProductMutation();

  if (!currentUser?.isSysAdmin) {
    return (
      <section>
        <h1 data-testid="products-page">{t.title}</h1>
        <ErrorAlert>{t.sysAdminOnly}</ErrorAlert>
      </section>
    );
  }

  const nextOrder = Math.max(0, ...(products ?? []).map((product) => product.ordem)) + 1;
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteProduct(deleting.id);
    if ('error' in result) return;
    notify(t.deleteDialog.deleted, 'success');
    setDeleting(null);
  };

  return (
    <section className={styles.page}>
      <h1 data-testid="products-page">{t.title}</h1>
      <p>{t.intro}</p>
      <p className={styles.actions}>
        <Link to="/planos">{t.back}</Link>
        <Button variant="primary" onClick={() => setEditing({ product: null })}>
          {t.create}
        </Button>
      </p>
      {isLoading && <LoadingState />}
      <ErrorAlert>{generalErrorOf(error)}</ErrorAlert>
      {products?.length === 0 && <EmptyState title={t.empty} testId="no-products" />}
      {products && products.length > 0 && (
        <DataTable>
          <thead>
            <tr>
              <th scope="col">{t.columns.order}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.cost}</th>
              <th scope="col">{t.columns.months}</th>
              <th scope="col">{t.columns.total}</th>
              <th scope="col">{t.columns.highlighted}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} data-testid="product-row">
                <td>{product.ordem}</td>
                <th scope="row">{product.name}</th>
                <td>{formatBRL(product.cost)}</td>
                <td>{product.months}</td>
                <td>{formatBRL(planTotal(product.cost, product.months))}</td>
                <td>{product.incentivar ? t.highlighted : ''}</td>
                <td className={styles.rowActions}>
                  <Button size="small" onClick={() => setEditing({ product })} aria-label={`${t.edit} ${product.name}`}>
                    {t.edit}
                  </Button>
                  <Button size="small" variant="danger" onClick={() => setDeleting(product)} aria-label={`${t.delete} ${product.name}`}>
                    {t.delete}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {editing && <ProductFormDialog product={editing.product} nextOrder={nextOrder} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t.deleteDialog.title}
          confirmLabel={t.deleteDialog.confirm}
          cancelLabel={t.deleteDialog.cancel}
          onConfirm={confirmDelete}
          onClose={() => {
            deletion.reset();
            setDeleting(null);
          }}
          error={generalErrorOf(deletion.error)}
          testId="delete-product-dialog"
        >
          {t.deleteDialog.text(deleting.name)}
        </ConfirmDialog>
      )}
    </section>
  );
}

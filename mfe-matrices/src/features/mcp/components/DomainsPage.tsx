import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { McpDomains } from 'contracts';
import { Button, EmptyState, ErrorAlert, formField, LoadingState, SelectField, TextField, useFormSubmit } from 'contracts/ui';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import {
  useAddProductDomainMutation,
  useAddProductSubcategoryMutation,
  useGetCategoriesAndProductsQuery,
  useGetDomainsQuery,
  useGetProductAdditionalInfoQuery,
  useRenameDomainMutation,
  useRetagSubcategoryMutation,
} from '../api/mcp-api';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import styles from './McpPages.module.css';

const nameResolver = lazyResolver(() => import('../forms/form-resolvers').then(({ nameFormResolver }) => nameFormResolver));

const t = texts.mcp.domains;

/** Domains (classification axes) and subcategories, and how each product is classified in them. */
export function DomainsPage() {
  const mcp = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const domains = useGetDomainsQuery(mcp.id);
  const categories = useGetCategoriesAndProductsQuery(mcp.id);
  const products = (categories.data ?? []).flatMap((category) => category.products.map((product) => ({ ...product, categoryName: category.name })));
  const [productId, setProductId] = useState<number | null>(null);
  const selected = productId ?? products[0]?.id ?? null;

  if (!domains.data || !categories.data) return <LoadingState />;
  return (
    <section data-testid="mcp-domains-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {domains.data.length === 0 ? (
        <EmptyState title={t.none} />
      ) : (
        <ul aria-label={t.heading}>
          {domains.data.map((domain) => (
            <li key={domain.id}>
              <strong>{domain.name}</strong>: {domain.subcategories.map((item) => item.name).join(', ') || '—'}
            </li>
          ))}
        </ul>
      )}
      {selected === null ? (
        <EmptyState title={t.noProducts} />
      ) : (
        <>
          <SelectField
            label={t.product}
            value={selected}
            onChange={(event) => setProductId(Number(event.target.value))}
            options={products.map((product) => ({ value: product.id, label: `${product.name} (${product.categoryName})` }))}
          />
          <ProductTags key={selected} mcpId={mcp.id} productId={selected} domains={domains.data} canEdit={canEdit} />
        </>
      )}
    </section>
  );
}

function ProductTags({ mcpId, productId, domains, canEdit }: { mcpId: number; productId: number; domains: McpDomains; canEdit: boolean }) {
  const info = useGetProductAdditionalInfoQuery({ mcpId, productId });
  const [retag] = useRetagSubcategoryMutation();
  const [addSubcategory] = useAddProductSubcategoryMutation();
  // A rename names the domain's version when its dialog opened.
  const [dialog, setDialog] = useState<{ kind: 'domain' } | { kind: 'rename' | 'subcategory'; domainId: number; version: number; name: string } | null>(null);
  const [addDomain] = useAddProductDomainMutation();
  const [renameDomain] = useRenameDomainMutation();
  const [error, setError] = useState<string | null>(null);
  if (!info.data) return <LoadingState />;
  const tagOf = (domainId: number) => info.data!.tags.find((tag) => tag.domainId === domainId);

  return (
    <div data-testid="mcp-product-tags">
      <h3>{t.tags}</h3>
      {domains.map((domain) => {
        const tag = tagOf(domain.id);
        return (
          <div key={domain.id} className={styles.controls}>
            {canEdit ? (
              <SelectField
                label={domain.name}
                value={tag?.subcategoryId ?? ''}
                placeholder={t.untagged}
                options={domain.subcategories.map((item) => ({ value: item.id, label: item.name }))}
                onChange={(event) => {
                  setError(null);
                  retag({ mcpId, productId, domainId: domain.id, version: tag?.version, subcategoryId: Number(event.target.value) })
                    .unwrap()
                    .catch((failure: { message?: string }) => setError(failure.message ?? null));
                }}
              />
            ) : (
              <p>
                {domain.name}: {tag?.subcategoryName ?? t.untagged}
              </p>
            )}
            {canEdit && (
              <>
                <Button size="small" onClick={() => setDialog({ kind: 'subcategory', domainId: domain.id, version: domain.version, name: domain.name })}>
                  {t.newSubcategoryButton}
                </Button>
                <Button size="small" variant="link" onClick={() => setDialog({ kind: 'rename', domainId: domain.id, version: domain.version, name: domain.name })}>
                  {t.renameDomain}
                </Button>
              </>
            )}
          </div>
        );
      })}
      {canEdit && <Button onClick={() => setDialog({ kind: 'domain' })}>{t.newDomain}</Button>}
      <ErrorAlert>{error}</ErrorAlert>
      {dialog?.kind === 'domain' && (
        <NameDialog title={t.newDomain} onClose={() => setDialog(null)} onSubmit={(name) => addDomain({ mcpId, productId, name }).unwrap()} />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t.renameDomain}
          initial={dialog.name}
          onClose={() => setDialog(null)}
          onSubmit={(name) => renameDomain({ mcpId, productId, domainId: dialog.domainId, version: dialog.version, name }).unwrap()}
        />
      )}
      {dialog?.kind === 'subcategory' && (
        <NameDialog
          title={`${t.newSubcategoryButton} (${dialog.name})`}
          onClose={() => setDialog(null)}
          onSubmit={(name) => addSubcategory({ mcpId, productId, domainId: dialog.domainId, name }).unwrap()}
        />
      )}
    </div>
  );
}

/** A one-field dialog: a domain's or subcategory's name. */
function NameDialog({ title, initial = '', onSubmit, onClose }: { title: string; initial?: string; onSubmit: (name: string) => Promise<unknown>; onClose: () => void }) {
  const form = useForm({ resolver: nameResolver, mode: 'all', defaultValues: { name: initial } });
  const { onSubmit: submit, generalError } = useFormSubmit(form, {
    submit: (values: { name: string }) => onSubmit(values.name),
    successMessage: texts.mcp.saved,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title={title}
      submitLabel={texts.mcp.save}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      error={generalError}
      testId="mcp-name-dialog"
    >
      <TextField label={texts.mcp.name} placeholder={t.namePlaceholder} {...formField(form, 'name')} />
    </FormDialog>
  );
}

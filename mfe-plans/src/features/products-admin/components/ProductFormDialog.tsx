import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Product, productInputSchema, type PlanProductRequest } from 'contracts';
import { CheckboxField, Dialog, ErrorAlert, formField, TextAreaField, TextField, useFormSubmit } from 'contracts/ui';
import { texts } from '../../../texts';
import { useCreateProductMutation, useUpdateProductMutation } from '../api/products-admin-api';

/** The form's values as typed (the cost as pt-BR text, "49,90"), which is what the request sends. */
const formValues = (product: Product | null, nextOrder: number): PlanProductRequest =>
  product
    ? { ...product, cost: product.cost.replace('.', ',') }
    : { name: '', cost: '', months: 1, description: '', incentivar: false, ordem: nextOrder };

/**
 * Create or edit a plan (system administrators). Checked with the contracts schema the
 * server uses; the values are sent as typed (`raw`), the server reads the cost itself.
 */
export function ProductFormDialog({ product, nextOrder, onClose }: { product: Product | null; nextOrder: number; onClose: () => void }) {
  const t = texts.products.form;
  const formId = useId();
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  const form = useForm<PlanProductRequest, unknown, PlanProductRequest>({
    resolver: zodResolver(productInputSchema, undefined, { raw: true }),
    mode: 'all',
    defaultValues: formValues(product, nextOrder),
  });
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: (values) => (product ? update({ id: product.id, product: values }) : create(values)).unwrap(),
    successMessage: product ? t.saved : t.created,
    onSuccess: onClose,
  });
  return (
    <Dialog
      title={product ? t.editTitle : t.createTitle}
      onClose={onClose}
      cancel={t.cancel}
      actions={[{ label: t.save, variant: 'primary', form: formId, disabled: !form.formState.isValid, busy: form.formState.isSubmitting }]}
      testId="product-form-dialog"
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <ErrorAlert>{generalError}</ErrorAlert>
        <TextField label={t.name} {...formField(form, 'name')} />
        <TextField label={t.cost} hint={t.costHint} inputMode="decimal" {...formField(form, 'cost')} />
        <TextField label={t.months} type="number" min={1} {...formField(form, 'months', { valueAsNumber: true })} />
        <TextAreaField label={t.description} {...formField(form, 'description')} />
        <CheckboxField label={t.incentivar} {...formField(form, 'incentivar')} />
        <TextField label={t.ordem} type="number" min={0} {...formField(form, 'ordem', { valueAsNumber: true })} />
      </form>
    </Dialog>
  );
}

import { useForm } from 'react-hook-form';
import { colorToHex, hexToColorNumber } from 'contracts';
import { CheckboxField, formField, SelectField, TextField, useFormSubmit } from 'contracts/ui';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import type { ItemFormValues } from '../forms/form-resolvers';
import * as texts from '../../../texts';

/** What a category, product or competitor form sends (the fields its call takes). */
export interface ItemBody {
  name: string;
  color: number;
  categoryId?: number;
  active?: boolean;
}

type FormValues = ItemFormValues;
const resolver = lazyResolver(() => import('../forms/form-resolvers').then(({ itemFormResolver }) => itemFormResolver));

export interface ItemFormDialogProps {
  title: string;
  namePlaceholder: string;
  /** The item edited; none: a new one. */
  item?: { name: string; color: number; categoryId?: number; active?: boolean };
  /** The colour the item is drawn in (its analysis' default one when it chose none): the picker starts there. */
  shownColor?: string;
  /** Products and competitors choose their category; categories do not. */
  categories?: readonly { id: number; name: string }[];
  /** The category a new product or competitor starts in. */
  categoryId?: number;
  /** Products have the "active" flag. */
  withActive?: boolean;
  onSubmit: (body: ItemBody) => Promise<unknown>;
  onClose: () => void;
  successMessage: string;
  testId?: string;
}

/**
 * The form of a category, a product or a competitor: name, colour (an item keeps the
 * automatic colour of its name until one is picked), and the category and "ativo" where
 * the call takes them. Field errors of the server go under their fields.
 */
export function ItemFormDialog({
  title,
  namePlaceholder,
  item,
  shownColor,
  categories,
  categoryId,
  withActive = false,
  onSubmit,
  onClose,
  successMessage,
  testId,
}: ItemFormDialogProps) {
  const t = texts.mcp;
  const form = useForm<FormValues>({
    resolver,
    mode: 'all',
    defaultValues: {
      name: item?.name ?? '',
      color: shownColor ?? colorToHex(item?.color ?? 0, item?.name ?? ''),
      categoryId: String(item?.categoryId ?? categoryId ?? categories?.[0]?.id ?? ''),
      active: item?.active ?? true,
    },
  });
  const { onSubmit: submit, generalError } = useFormSubmit(form, {
    submit: (values: FormValues) =>
      onSubmit({
        name: values.name,
        // Untouched, the colour stays what it was (0: the analysis' palette picks one wherever it is drawn).
        color: form.getFieldState('color').isDirty ? (hexToColorNumber(values.color) ?? 0) : (item?.color ?? 0),
        ...(categories ? { categoryId: Number(values.categoryId) } : {}),
        ...(withActive ? { active: values.active } : {}),
      }),
    successMessage,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title={title}
      submitLabel={t.save}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      error={generalError}
      testId={testId}
    >
      <TextField label={t.name} placeholder={namePlaceholder} {...formField(form, 'name')} />
      <TextField label={t.color} type="color" {...formField(form, 'color')} />
      {categories && (
        <SelectField
          label={t.products.category}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          {...formField(form, 'categoryId')}
        />
      )}
      {withActive && <CheckboxField label={t.products.active} {...formField(form, 'active')} />}
    </FormDialog>
  );
}

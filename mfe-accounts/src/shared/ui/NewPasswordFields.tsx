import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { formField, TextField } from 'contracts/ui';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'setValue' | 'getValues'>;
  /** The new password's field and its confirmation's (the schema checks they match). */
  names: { password: FieldPath<T>; confirmation: FieldPath<T> };
  labels: { password: string; confirmation: string };
  placeholders?: { password: string; confirmation: string };
  /** The rule of a new password, under its field. */
  hint: string;
}

/**
 * A new password and its confirmation (registration, reset, account page): editing the
 * password checks the confirmation again, so "Confirmação de senha não bate com senha"
 * appears and goes as soon as it is true.
 */
export function NewPasswordFields<T extends FieldValues>({ form, names, labels, placeholders, hint }: NewPasswordFieldsProps<T>) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        placeholder={placeholders?.password}
        hint={hint}
        {...formField(form, names.password, { deps: [names.confirmation] })}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        placeholder={placeholders?.confirmation}
        {...formField(form, names.confirmation)}
      />
    </>
  );
}

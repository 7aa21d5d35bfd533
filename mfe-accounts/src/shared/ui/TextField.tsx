import { useId, type InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { visibleError } from '../forms/form-errors';
import styles from './forms.module.css';

interface TextFieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> {
  /** The form the field belongs to (react-hook-form with a contracts schema). */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  /** Fields validated again when this one changes (a password and its confirmation). */
  deps?: FieldPath<T>[];
}

/**
 * A labelled input of an accounts form, with its hint and its error in red under the field:
 * a validation error once the field is touched or dirty, a server error at once (cleared
 * when the field is edited). Seed §2.
 */
export function TextField<T extends FieldValues>({ form, name, label, hint, deps, ...input }: TextFieldProps<T>) {
  const id = useId();
  const error = visibleError(form.formState, name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...form.register(name, deps ? { deps } : undefined)}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} data-testid={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

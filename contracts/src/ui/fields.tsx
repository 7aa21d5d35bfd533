import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './field.module.css';
import './tokens.module.css';

/** What every field of the kit takes beside its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  /** A rule or example under the control (e.g. the password rule). */
  hint?: ReactNode;
  /** The error under the control; the control is then aria-invalid and described by it. */
  error?: string;
  /**
   * Read the error out when it appears (role "alert"): for errors that arrive after a submit
   * (the server's), not for the ones the user causes while typing. `formField` sets it.
   */
  announceError?: boolean;
}

/** The label, hint and error around a control, wired for screen readers. */
function useFieldFrame({ label, hint, error, announceError }: FieldProps, name: string | undefined, inputId?: string) {
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const controlProps = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const below = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined} data-testid={name ? `${name}-error` : undefined}>
          {error}
        </p>
      )}
    </>
  );
  const labelElement = (
    <label className={styles.label} htmlFor={id}>
      {label}
    </label>
  );
  return { controlProps, labelElement, below };
}

export type TextFieldProps = FieldProps & ComponentPropsWithRef<'input'>;

/**
 * A labelled text input (any `type`) with its hint and error. With react-hook-form:
 * `<TextField label="Nome" {...formField(form, 'name')} />`; plain: pass value/onChange.
 */
export function TextField({ label, hint, error, announceError, className, ...input }: TextFieldProps) {
  const frame = useFieldFrame({ label, hint, error, announceError }, input.name, input.id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {frame.labelElement}
      <input className={styles.control} type="text" {...input} {...frame.controlProps} />
      {frame.below}
    </div>
  );
}

export type TextAreaFieldProps = FieldProps & ComponentPropsWithRef<'textarea'>;

/** A labelled multi-line text (3 rows unless told), as TextField. */
export function TextAreaField({ label, hint, error, announceError, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  const frame = useFieldFrame({ label, hint, error, announceError }, textarea.name, textarea.id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {frame.labelElement}
      <textarea className={styles.control} rows={rows} {...textarea} {...frame.controlProps} />
      {frame.below}
    </div>
  );
}

/** One choice of a SelectField. */
export interface SelectOption {
  value: string | number;
  label: string;
}

export type SelectFieldProps = FieldProps &
  ComponentPropsWithRef<'select'> & {
    options: readonly SelectOption[];
    /** A first, empty and unselectable option shown while nothing is chosen. */
    placeholder?: string;
  };

/**
 * A labelled select, large enough to read and tap. Numbers: with react-hook-form pass
 * `formField(form, 'sector', { valueAsNumber: true })`; plain: `Number(event.target.value)`.
 */
export function SelectField({ label, hint, error, announceError, className, options, placeholder, ...select }: SelectFieldProps) {
  const frame = useFieldFrame({ label, hint, error, announceError }, select.name, select.id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {frame.labelElement}
      <select className={styles.control} {...select} {...frame.controlProps}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {frame.below}
    </div>
  );
}

export type CheckboxFieldProps = Omit<FieldProps, 'hint'> & Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({ label, error, announceError, className, ...input }: CheckboxFieldProps) {
  const frame = useFieldFrame({ label, error, announceError }, input.name, input.id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.checkbox}>
        <input type="checkbox" {...input} {...frame.controlProps} />
        {frame.labelElement}
      </span>
      {frame.below}
    </div>
  );
}

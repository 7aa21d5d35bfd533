import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import './tokens.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'danger' | 'outline' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'secondary' (white, bordered) by default; 'link' looks like a link. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A spinner before the label; the button is disabled and aria-busy meanwhile. */
  busy?: boolean;
}

/** A spinning circle; decorative (the busy control or a LoadingState's text says what happens). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" data-testid="spinner" />;
}

/** The product's button (type "button" unless told otherwise). */
export function Button({ variant = 'secondary', size = 'medium', busy = false, className, type = 'button', disabled, children, ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** While the form is sent: spinner, disabled. */
  busy?: boolean;
}

/** A form's primary submit button: disabled while `disabled` (e.g. the form is invalid), a spinner while `busy`. */
export function SubmitButton({ variant = 'primary', ...props }: SubmitButtonProps) {
  return <Button type="submit" variant={variant} {...props} />;
}

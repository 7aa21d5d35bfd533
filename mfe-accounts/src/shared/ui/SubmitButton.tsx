import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import styles from './forms.module.css';

/** A form's submit button: disabled while the form is invalid, a spinner while it is sent. */
export function SubmitButton({ disabled, busy, children }: { disabled: boolean; busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.button} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}

import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** A general error, in red (seed §2). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert" data-testid="general-error">
      {children}
    </div>
  );
}

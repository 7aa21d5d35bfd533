import { useEffect, useId, type ReactNode } from 'react';
import styles from './OverviewPage.module.css';

/** A modal of the overview page (at most 510px wide); Escape closes it. */
export function OverviewDialog({ title, onClose, children, buttons, testId }: { title: string; onClose: () => void; children: ReactNode; buttons: ReactNode; testId: string }) {
  const titleId = useId();
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className={styles.buttons}>{buttons}</div>
      </div>
    </div>
  );
}

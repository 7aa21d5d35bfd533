import { useEffect, useId, type ReactNode } from 'react';
import styles from './ui.module.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** The buttons row. */
  buttons: ReactNode;
  testId?: string;
}

/** A modal dialog (maximum width 510px, seed §9); Escape closes it. */
export function Dialog({ title, onClose, children, buttons, testId }: DialogProps) {
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

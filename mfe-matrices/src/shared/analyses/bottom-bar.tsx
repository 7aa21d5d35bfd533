import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ErrorAlert } from 'contracts/ui';
import styles from './bottom-bar.module.css';

/** The editor's fixed bottom row, where a page puts its own actions (e.g. "Salvar alterações"). */
export const BottomBarContext = createContext<HTMLElement | null>(null);

/**
 * Renders the page's actions into the editor's fixed bottom row, with the failure of the
 * last action (`error`) right above its buttons: the row is always on screen, so the message
 * is where the person just clicked, never at the end of a long page under the fold.
 */
export function BottomBarActions({ children, error }: { children: ReactNode; error?: string | null }) {
  const slot = useContext(BottomBarContext);
  const failure = error ? (
    <div className={styles.error}>
      <ErrorAlert>{error}</ErrorAlert>
    </div>
  ) : null;
  if (!slot) return failure;
  return createPortal(
    <>
      {failure}
      {children}
    </>,
    slot,
  );
}

import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button, type ButtonVariant } from './button.js';
import { KIT_TEXTS } from './texts.js';
import styles from './dialog.module.css';
import './tokens.module.css';

/** Modal maximum width. */
export const DIALOG_MAX_WIDTH = 510;

/** One button of a dialog's footer. */
export interface DialogAction {
  label: string;
  /** Not needed when `form` makes it the submit button of a form in the body. */
  onClick?: () => void;
  /** 'secondary' by default. */
  variant?: ButtonVariant;
  disabled?: boolean;
  /** Spinner and disabled while the action runs. */
  busy?: boolean;
  /** The id of a <form> in the body: the button submits it (Enter in a field does too). */
  form?: string;
}

export interface DialogProps {
  title: string;
  /** Escape and the close button (`cancel`, else ×) call it; the parent then stops rendering the dialog. */
  onClose: () => void;
  children?: ReactNode;
  /** Label of a first footer button that closes the dialog (e.g. "Cancelar", "Fechar"). */
  cancel?: string;
  /** The other footer buttons, in order; `false`/`null` entries are left out (conditional buttons). */
  actions?: readonly (DialogAction | false | null | undefined)[];
  testId?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));

/**
 * The product's one modal (render it while open, drop it to close): a native <dialog> opened
 * with showModal(), so the page behind is inert. Focus moves to the first control of the body
 * (else the footer), Tab and Shift+Tab cycle inside, Escape and the close button (the `cancel`
 * button, else ×) close, and the focus
 * returns to where it was when the dialog goes. At most 510 px wide.
 */
export function Dialog({ title, onClose, children, cancel, actions = [], testId }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first = focusableIn(bodyRef.current!)[0] ?? focusableIn(footerRef.current!)[0] ?? focusableIn(dialog)[0];
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A focused control that went away (a button hidden after an error) leaves the focus on the
  // page's body: it comes back into the dialog (never taken from another element, e.g. a
  // dialog opened above this one).
  useEffect(() => {
    const dialog = dialogRef.current!;
    if (document.activeElement === document.body || document.activeElement === null) focusableIn(dialog)[0]?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here, so the browser's own cancel does not close the <dialog> behind React's back.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(event.currentTarget);
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  // A close request the keyboard handler did not see (e.g. a phone's back gesture).
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  const buttons = actions.filter((action): action is DialogAction => Boolean(action));
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      style={{ maxWidth: DIALOG_MAX_WIDTH }}
      aria-labelledby={titleId}
      aria-modal="true"
      // A click on the dialog's text keeps the focus in it (on the dialog), not on the page.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      data-testid={testId}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {/* One close control per dialog: × when the footer has no cancel button. */}
        {cancel === undefined && (
          <button type="button" className={styles.close} aria-label={KIT_TEXTS.close} title={KIT_TEXTS.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
      <div ref={footerRef} className={styles.footer}>
        {cancel !== undefined && <Button onClick={onClose}>{cancel}</Button>}
        {buttons.map(({ label, onClick, variant = 'secondary', disabled, busy, form }) => (
          <Button key={label} variant={variant} disabled={disabled} busy={busy} onClick={onClick} type={form ? 'submit' : 'button'} form={form}>
            {label}
          </Button>
        ))}
      </div>
    </dialog>
  );
}

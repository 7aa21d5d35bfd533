import { useEffect, useId, type CSSProperties, type ReactNode } from 'react';

/** Modal maximum width (seed-accounts-companies §9, seed-matrices-plans §2). */
export const DIALOG_MAX_WIDTH = 510;

export type DialogActionVariant = 'secondary' | 'primary' | 'danger';

/** One button of a dialog's footer. */
export interface DialogAction {
  label: string;
  onClick: () => void;
  /** 'secondary' by default. */
  variant?: DialogActionVariant;
  disabled?: boolean;
}

export interface DialogProps {
  title: string;
  /** Escape and the `cancel` button call it. */
  onClose: () => void;
  children?: ReactNode;
  /** Label of a first footer button that closes the dialog (e.g. "Cancelar", "Fechar"). */
  cancel?: string;
  /** The other footer buttons, in order; `false`/`null` entries are left out (conditional buttons). */
  actions?: readonly (DialogAction | false | null | undefined)[];
  testId?: string;
}

const BACKDROP: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.45)',
  zIndex: 100,
};

const PANEL: CSSProperties = {
  width: 'calc(100% - 32px)',
  maxWidth: DIALOG_MAX_WIDTH,
  padding: '20px 24px',
  borderRadius: 6,
  background: '#fff',
  color: '#212121',
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.25)',
};

const BUTTON_COLOURS: Record<DialogActionVariant, CSSProperties> = {
  secondary: { borderColor: '#90a4ae', background: '#fff', color: '#263238' },
  primary: { borderColor: '#1565c0', background: '#1565c0', color: '#fff' },
  danger: { borderColor: '#c62828', background: '#c62828', color: '#fff' },
};

function DialogButton({ label, onClick, variant = 'secondary', disabled }: DialogAction) {
  return (
    <button
      type="button"
      data-variant={variant}
      disabled={disabled}
      onClick={onClick}
      style={{
        ...BUTTON_COLOURS[variant],
        padding: '6px 14px',
        borderWidth: 1,
        borderStyle: 'solid',
        borderRadius: 4,
        font: 'inherit',
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.5 : 1,
      }}
    >
      {label}
    </button>
  );
}

/**
 * The product's one modal dialog (every remote uses it through the shared contracts/client):
 * a title, a body, and a footer of buttons; at most 510px wide; Escape closes it.
 */
export function Dialog({ title, onClose, children, cancel, actions = [], testId }: DialogProps) {
  const titleId = useId();
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  const buttons = actions.filter((action): action is DialogAction => Boolean(action));
  return (
    <div style={BACKDROP}>
      <div style={PANEL} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId} style={{ marginTop: 0, fontSize: 20 }}>
          {title}
        </h2>
        {children}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
          {cancel !== undefined && <DialogButton label={cancel} onClick={onClose} />}
          {buttons.map((action) => (
            <DialogButton key={action.label} {...action} />
          ))}
        </div>
      </div>
    </div>
  );
}

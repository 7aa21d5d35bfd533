import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog.js';
import { ErrorAlert } from './feedback.js';
import { KIT_TEXTS } from './texts.js';

export interface ConfirmDialogProps {
  title: string;
  /** The question, e.g. "Deseja remover o cargo deste usuário nesta empresa?". */
  children?: ReactNode;
  /** The confirm button's label, e.g. "Remover". */
  confirmLabel: string;
  /** 'danger' (red) for destructive actions, 'primary' otherwise; 'danger' unless told. */
  confirmVariant?: 'danger' | 'primary';
  /** Runs the action; while its promise is pending the button spins and is disabled. */
  onConfirm: () => void | Promise<unknown>;
  onClose: () => void;
  /** "Cancelar" unless told. */
  cancelLabel?: string;
  /** The action's error, in a red alert under the question. */
  error?: string | null;
  /** Hides the confirm button (e.g. when the error says it cannot be done). */
  confirmHidden?: boolean;
  /** Disables the confirm button (e.g. an invalid date in the body). */
  confirmDisabled?: boolean;
  /** The action is running (when onConfirm does not return its promise). */
  busy?: boolean;
  testId?: string;
}

/** A yes/no question on the Dialog: "Cancelar" and a confirm button. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  onConfirm,
  onClose,
  cancelLabel = KIT_TEXTS.cancel,
  error,
  confirmHidden = false,
  confirmDisabled = false,
  busy = false,
  testId,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
    }
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      cancel={cancelLabel}
      testId={testId}
      actions={[
        !confirmHidden && {
          label: confirmLabel,
          variant: confirmVariant,
          disabled: confirmDisabled,
          busy: busy || running,
          onClick: () => void confirm(),
        },
      ]}
    >
      {children}
      <ErrorAlert>{error}</ErrorAlert>
    </Dialog>
  );
}

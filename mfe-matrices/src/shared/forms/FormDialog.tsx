import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Dialog, ErrorAlert } from 'contracts/ui';
import * as texts from '../../texts';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** While the submit runs (the button spins). */
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The failure that belongs to no field, under the fields. */
  error: ReactNode;
  testId?: string;
  /** The fields. */
  children: ReactNode;
}

/** A form in a dialog: its fields, the general failure under them, "Cancelar" and the submit button in the dialog's actions. */
export function FormDialog({ title, submitLabel, busy, onSubmit, onClose, error, testId, children }: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      cancel={texts.analyses.cancel}
      actions={[{ label: submitLabel, variant: 'primary', form: formId, busy }]}
      testId={testId}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
        <ErrorAlert>{error}</ErrorAlert>
      </form>
    </Dialog>
  );
}

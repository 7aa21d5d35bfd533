import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { companyDateSchema, dateDaysAhead, DEFAULT_LOCK_DAYS_AHEAD, type CompanyDateRequest } from 'contracts';
import { useHost } from 'contracts/client';
import { ConfirmDialog, Dialog, ErrorAlert, formField, generalErrorOf, TextField, useFormSubmit } from 'contracts/ui';
import { texts } from '../../../texts';
import { useCompanyModeAction, type CompanyModeAction } from '../hooks/useCompanyModeAction';

const DIALOG_TEXTS = {
  lock: texts.administration.lockDialog,
  makeDemo: texts.administration.makeDemoDialog,
  makeFull: texts.administration.makeFullDialog,
  unlock: texts.administration.unlockDialog,
  extend: texts.administration.extendDialog,
} as const satisfies Record<CompanyModeAction, { title: string; body: string; confirm: string; done: string }>;

interface CompanyModeDialogProps {
  companyId: number;
  action: CompanyModeAction;
  onClose: () => void;
}

/**
 * The system administrator's dialogs: lock ("Bloquear empresa"), make demo, make full ask a
 * question; unlock ("Desbloquear empresa") and extend ("Estender empresa") ask for a date,
 * today or later, 30 days ahead by default. All have "Cancelar"; success is notified and closes.
 */
export function CompanyModeDialog(props: CompanyModeDialogProps) {
  return props.action === 'unlock' || props.action === 'extend' ? <DateDialog {...props} /> : <QuestionDialog {...props} />;
}

function QuestionDialog({ companyId, action, onClose }: CompanyModeDialogProps) {
  const host = useHost();
  const [run, { isLoading }] = useCompanyModeAction(action);
  const [error, setError] = useState<string | null>(null);
  const t = DIALOG_TEXTS[action];
  const confirm = async () => {
    setError(null);
    try {
      await run(companyId, '');
    } catch (failure) {
      setError(generalErrorOf(failure) ?? null);
      return;
    }
    host.notify(t.done, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title={t.title}
      onClose={onClose}
      testId={`${action}-dialog`}
      confirmLabel={t.confirm}
      confirmVariant="primary"
      onConfirm={confirm}
      busy={isLoading}
      error={error}
    >
      <p>{t.body}</p>
    </ConfirmDialog>
  );
}

function DateDialog({ companyId, action, onClose }: CompanyModeDialogProps) {
  const formId = useId();
  const [run, { isLoading }] = useCompanyModeAction(action);
  const t = DIALOG_TEXTS[action];
  // The server's own check of the date (today or later, Brasília time).
  const form = useForm<CompanyDateRequest>({
    resolver: zodResolver(companyDateSchema),
    mode: 'all',
    defaultValues: { date: dateDaysAhead(DEFAULT_LOCK_DAYS_AHEAD) },
  });
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: ({ date }) => run(companyId, date),
    successMessage: t.done,
    onSuccess: onClose,
  });
  return (
    <Dialog
      title={t.title}
      onClose={onClose}
      testId={`${action}-dialog`}
      cancel={texts.cancel}
      actions={[{ label: t.confirm, variant: 'primary', form: formId, disabled: !form.formState.isValid, busy: isLoading }]}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField label={t.body} type="date" {...formField(form, 'date')} />
        <ErrorAlert>{generalError}</ErrorAlert>
      </form>
    </Dialog>
  );
}

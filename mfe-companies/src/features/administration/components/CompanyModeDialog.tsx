import { useId, useState } from 'react';
import { companyDateSchema, dateDaysAhead, DEFAULT_LOCK_DAYS_AHEAD } from 'contracts';
import { Dialog } from 'contracts/ui';
import { fieldError, generalError } from '../../../shared/api/api-error';
import { schemaProblem } from '../../../shared/forms/schema-problem';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { useCompanyModeAction, type CompanyModeAction } from '../hooks/useCompanyModeAction';

const DIALOG_TEXTS = {
  lock: texts.administration.lockDialog,
  makeDemo: texts.administration.makeDemoDialog,
  makeFull: texts.administration.makeFullDialog,
  unlock: texts.administration.unlockDialog,
  extend: texts.administration.extendDialog,
} as const satisfies Record<CompanyModeAction, { title: string; body: string; confirm: string }>;

const needsDate = (action: CompanyModeAction): action is 'unlock' | 'extend' => action === 'unlock' || action === 'extend';

/**
 * The system administrator's dialogs: lock ("Bloquear empresa"), make demo, make full ask a
 * question; unlock ("Desbloquear empresa") and extend ("Extender empresa") ask for a date,
 * today or later, 30 days ahead by default. All have "Cancelar"; success closes.
 */
export function CompanyModeDialog({ companyId, action, onClose }: { companyId: number; action: CompanyModeAction; onClose: () => void }) {
  const dateId = useId();
  const [date, setDate] = useState(() => dateDaysAhead(DEFAULT_LOCK_DAYS_AHEAD));
  const [run, { error, isLoading }] = useCompanyModeAction(action);
  const t = DIALOG_TEXTS[action];
  const withDate = needsDate(action);
  // The server's own check of the date (today or later, Brasília time).
  const dateProblem = withDate ? schemaProblem(companyDateSchema.shape.date, date) : undefined;
  const dateError = withDate ? fieldError(error, 'date') : undefined;
  const confirm = async () => {
    if (await run(companyId, date)) onClose();
  };
  return (
    <Dialog
      title={t.title}
      onClose={onClose}
      testId={`${action}-dialog`}
      cancel={texts.cancel}
      actions={[{ label: t.confirm, variant: 'primary', disabled: Boolean(dateProblem) || isLoading, onClick: () => void confirm() }]}
    >
      {withDate ? (
        <div className={styles.field}>
          <label htmlFor={dateId}>{t.body}</label>
          <input id={dateId} type="date" value={date} onChange={(event) => setDate(event.target.value)} aria-invalid={dateProblem ? true : undefined} />
          {(dateProblem ?? dateError) && <span className={styles.fieldError}>{dateProblem ?? dateError}</span>}
        </div>
      ) : (
        <p>{t.body}</p>
      )}
      {!dateError && <ErrorAlert message={generalError(error)} />}
    </Dialog>
  );
}

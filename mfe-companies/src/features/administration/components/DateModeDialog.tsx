import { useId, useState } from 'react';
import { dateDaysAhead, DEFAULT_LOCK_DAYS_AHEAD, isDateNotBeforeToday, MESSAGES } from 'contracts';
import { fieldError, generalError } from '../../../shared/api/api-error';
import { Dialog } from '../../../shared/ui/Dialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { useExtendCompanyMutation, useUnlockCompanyMutation } from '../api/administration-api';

export type DateModeAction = 'unlock' | 'extend';

/** "Desbloquear empresa" and "Extender empresa": a date, today or later, 30 days ahead by default. */
export function DateModeDialog({ companyId, action, onClose }: { companyId: number; action: DateModeAction; onClose: () => void }) {
  const id = useId();
  const [date, setDate] = useState(() => dateDaysAhead(DEFAULT_LOCK_DAYS_AHEAD));
  const [unlock, unlockState] = useUnlockCompanyMutation();
  const [extend, extendState] = useExtendCompanyMutation();
  const state = action === 'unlock' ? unlockState : extendState;
  const t = action === 'unlock' ? texts.administration.unlockDialog : texts.administration.extendDialog;
  const valid = isDateNotBeforeToday(date);
  const confirm = async () => {
    const result = action === 'unlock' ? await unlock({ id: companyId, date }) : await extend({ id: companyId, date });
    if ('data' in result) onClose();
  };
  const serverError = fieldError(state.error, 'date');
  return (
    <Dialog
      title={t.title}
      onClose={onClose}
      testId={`${action}-dialog`}
      buttons={
        <>
          <button type="button" className={styles.button} onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="button" className={styles.primary} disabled={!valid || state.isLoading} onClick={() => void confirm()}>
            {t.confirm}
          </button>
        </>
      }
    >
      <div className={styles.field}>
        <label htmlFor={id}>{t.body}</label>
        <input id={id} type="date" value={date} onChange={(event) => setDate(event.target.value)} aria-invalid={!valid || undefined} />
        {!valid && <span className={styles.fieldError}>{MESSAGES.invalidFutureDate}</span>}
        {valid && serverError && <span className={styles.fieldError}>{serverError}</span>}
      </div>
      {!serverError && <ErrorAlert message={generalError(state.error)} />}
    </Dialog>
  );
}

import { generalError } from '../../../shared/api/api-error';
import { Dialog } from '../../../shared/ui/Dialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { useLockCompanyMutation, useToggleDemoMutation } from '../api/administration-api';

export type ConfirmModeAction = 'lock' | 'makeDemo' | 'makeFull';

const DIALOG_TEXTS = {
  lock: texts.administration.lockDialog,
  makeDemo: texts.administration.makeDemoDialog,
  makeFull: texts.administration.makeFullDialog,
} as const;

/** Lock ("Bloquear empresa"), make demo and make full: a question and "Cancelar"/confirm. */
export function ConfirmModeDialog({ companyId, action, onClose }: { companyId: number; action: ConfirmModeAction; onClose: () => void }) {
  const [lock, lockState] = useLockCompanyMutation();
  const [toggleDemo, toggleState] = useToggleDemoMutation();
  const state = action === 'lock' ? lockState : toggleState;
  const t = DIALOG_TEXTS[action];
  const confirm = async () => {
    const result = action === 'lock' ? await lock(companyId) : await toggleDemo(companyId);
    if ('data' in result) onClose();
  };
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
          <button type="button" className={styles.primary} disabled={state.isLoading} onClick={() => void confirm()}>
            {t.confirm}
          </button>
        </>
      }
    >
      <p>{t.body}</p>
      <ErrorAlert message={generalError(state.error)} />
    </Dialog>
  );
}

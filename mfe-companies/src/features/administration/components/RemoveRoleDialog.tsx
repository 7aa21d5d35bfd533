import type { Collaborator } from 'contracts';
import { generalError } from '../../../shared/api/api-error';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { Dialog } from '../../../shared/ui/Dialog';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';

/** Removing a collaborator is an update with a null role. */
export function RemoveRoleDialog({ companyId, collaborator, onClose }: { companyId: number; collaborator: Collaborator; onClose: () => void }) {
  const [updateCollaborator, { error, isLoading }] = useUpdateCollaboratorMutation();
  const t = texts.administration.removeDialog;
  const confirm = async () => {
    const result = await updateCollaborator({ email: collaborator.email, role: null, name: collaborator.name, companyId });
    if ('data' in result) onClose();
  };
  return (
    <Dialog
      title={t.title}
      onClose={onClose}
      testId="remove-role-dialog"
      buttons={
        <>
          <button type="button" className={styles.button} onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="button" className={styles.danger} disabled={isLoading} onClick={() => void confirm()}>
            {t.confirm}
          </button>
        </>
      }
    >
      <p>{t.body}</p>
      <p>
        <strong>{collaborator.name}</strong> ({collaborator.email})
      </p>
      <ErrorAlert message={generalError(error)} />
    </Dialog>
  );
}

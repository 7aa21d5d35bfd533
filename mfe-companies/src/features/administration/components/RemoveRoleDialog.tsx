import type { Collaborator } from 'contracts';
import { useHost } from 'contracts/client';
import { ConfirmDialog, generalErrorOf } from 'contracts/ui';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { texts } from '../../../texts';

/** Removing a collaborator is an update with a null role. */
export function RemoveRoleDialog({ companyId, collaborator, onClose }: { companyId: number; collaborator: Collaborator; onClose: () => void }) {
  const host = useHost();
  const [updateCollaborator, { error, isLoading }] = useUpdateCollaboratorMutation();
  const t = texts.administration.removeDialog;
  const confirm = async () => {
    const result = await updateCollaborator({ email: collaborator.email, role: null, name: collaborator.name, companyId });
    if ('data' in result) {
      host.notify(t.done(collaborator.name || collaborator.email), 'success');
      onClose();
    }
  };
  return (
    <ConfirmDialog
      title={t.title}
      onClose={onClose}
      testId="remove-role-dialog"
      confirmLabel={t.confirm}
      onConfirm={confirm}
      busy={isLoading}
      error={generalErrorOf(error)}
    >
      <p>{t.body}</p>
      <p>
        <strong>{collaborator.name}</strong> ({collaborator.email})
      </p>
    </ConfirmDialog>
  );
}

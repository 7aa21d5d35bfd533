import type { Collaborator } from 'contracts';
import { Dialog } from 'contracts/ui';
import { generalError } from '../../../shared/api/api-error';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
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
      cancel={texts.cancel}
      actions={[{ label: t.confirm, variant: 'danger', disabled: isLoading, onClick: () => void confirm() }]}
    >
      <p>{t.body}</p>
      <p>
        <strong>{collaborator.name}</strong> ({collaborator.email})
      </p>
      <ErrorAlert message={generalError(error)} />
    </Dialog>
  );
}

import type { Company } from 'contracts';
import { useHost } from 'contracts/client';
import { ConfirmDialog, generalErrorOf } from 'contracts/ui';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { texts } from '../../../texts';

/** "Desvincular-se de {fantasy name}": sets the user's own role to none. */
export function UnlinkCompanyDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const host = useHost();
  const [updateCollaborator, { error, isLoading }] = useUpdateCollaboratorMutation();
  const t = texts.companies.unlinkDialog;
  const confirm = async () => {
    if (!host.currentUser) return;
    const result = await updateCollaborator({ email: host.currentUser.email, role: null, companyId: company.id });
    if ('data' in result) {
      if (host.currentCompany?.id === company.id) host.clearCompany();
      host.notify(t.done(company.fantasy_name), 'success');
      onClose();
    }
  };
  return (
    <ConfirmDialog
      title={t.title(company.fantasy_name)}
      onClose={onClose}
      testId="unlink-company-dialog"
      confirmLabel={t.confirm}
      onConfirm={confirm}
      busy={isLoading}
      error={generalErrorOf(error)}
    >
      <p>{t.body}</p>
    </ConfirmDialog>
  );
}

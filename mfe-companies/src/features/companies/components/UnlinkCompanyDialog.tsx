import type { Company } from 'contracts';
import { useHost } from 'contracts/client';
import { Dialog } from 'contracts/ui';
import { generalError } from '../../../shared/api/api-error';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
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
      onClose();
    }
  };
  return (
    <Dialog
      title={t.title(company.fantasy_name)}
      onClose={onClose}
      testId="unlink-company-dialog"
      cancel={texts.cancel}
      actions={[{ label: t.confirm, variant: 'danger', disabled: isLoading, onClick: () => void confirm() }]}
    >
      <p>{t.body}</p>
      <ErrorAlert message={generalError(error)} />
    </Dialog>
  );
}

import type { Company } from 'contracts';
import { useHost } from 'contracts/client';
import { Dialog } from 'contracts/ui';
import { fieldError, generalError } from '../../../shared/api/api-error';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { texts } from '../../../texts';
import { useDeleteCompanyMutation } from '../api/delete-company-api';

/** "Deletar Empresa": the delete_company error, when any, replaces the body and hides the confirm button. */
export function DeleteCompanyDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const host = useHost();
  const [deleteCompany, { error, isLoading, reset }] = useDeleteCompanyMutation();
  const errorMessage = error ? (fieldError(error, 'delete_company') ?? generalError(error)) : undefined;
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    const result = await deleteCompany(company.id);
    if ('data' in result) {
      if (host.currentCompany?.id === company.id) host.clearCompany();
      onClose();
    }
  };
  const t = texts.companies.deleteDialog;
  return (
    <Dialog
      title={t.title}
      onClose={close}
      testId="delete-company-dialog"
      cancel={texts.cancel}
      actions={[!errorMessage && { label: t.confirm, variant: 'danger', disabled: isLoading, onClick: () => void confirm() }]}
    >
      {errorMessage ? (
        <ErrorAlert message={errorMessage} />
      ) : (
        <p>
          <strong>{company.fantasy_name}</strong>: {t.body}
        </p>
      )}
    </Dialog>
  );
}

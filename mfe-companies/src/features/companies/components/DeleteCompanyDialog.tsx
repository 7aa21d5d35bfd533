import type { Company } from 'contracts';
import { useHost } from 'contracts/client';
import { ConfirmDialog, fieldErrorOf, generalErrorOf } from 'contracts/ui';
import { texts } from '../../../texts';
import { useDeleteCompanyMutation } from '../api/delete-company-api';

/** "Deletar Empresa": the delete_company error, when any, replaces the body and hides the confirm button. */
export function DeleteCompanyDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const host = useHost();
  const [deleteCompany, { error, isLoading, reset }] = useDeleteCompanyMutation();
  const errorMessage = error ? (fieldErrorOf(error, 'delete_company') ?? generalErrorOf(error)) : undefined;
  const t = texts.companies.deleteDialog;
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    const result = await deleteCompany(company.id);
    if ('data' in result) {
      if (host.currentCompany?.id === company.id) host.clearCompany();
      host.notify(t.done(company.fantasy_name), 'success');
      onClose();
    }
  };
  return (
    <ConfirmDialog
      title={t.title}
      onClose={close}
      testId="delete-company-dialog"
      confirmLabel={t.confirm}
      onConfirm={confirm}
      busy={isLoading}
      error={errorMessage}
      confirmHidden={Boolean(errorMessage)}
    >
      {!errorMessage && (
        <p>
          <strong>{company.fantasy_name}</strong>: {t.body}
        </p>
      )}
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import { isRole, showRoleSelect, type Collaborator, type Company, viewerOfCompany } from 'contracts';
import { generalError } from '../../../shared/api/api-error';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { useGetCompanyStaffQuery } from '../api/administration-api';
import { AddCollaboratorDialog } from './AddCollaboratorDialog';
import { RemoveRoleDialog } from './RemoveRoleDialog';

/** The collaborators of a company: name, e-mail, "Cargo:" and the role (a select when allowed), "excluir". */
export function StaffTable({ company }: { company: Company }) {
  const { data, isLoading, error } = useGetCompanyStaffQuery(company.id);
  const [updateCollaborator, updateState] = useUpdateCollaboratorMutation();
  const [toRemove, setToRemove] = useState<Collaborator | null>(null);
  const [adding, setAdding] = useState(false);
  const t = texts.administration;
  const viewer = viewerOfCompany(company);

  const changeRole = (collaborator: Collaborator, role: number) => {
    if (!isRole(role)) return;
    void updateCollaborator({ email: collaborator.email, role, name: collaborator.name, companyId: company.id });
  };

  return (
    <section>
      <h2>{t.staffHeading}</h2>
      {isLoading && <p role="status">{texts.loading}</p>}
      <ErrorAlert message={generalError(error) ?? generalError(updateState.error)} />
      {data && (
        <>
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left' }}>{t.name}</th>
                <th style={{ textAlign: 'left' }}>{t.email}</th>
                <th style={{ textAlign: 'left' }}>{t.role}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.staff.map((collaborator) => {
                const editable = data.canEdit && showRoleSelect(viewer, collaborator);
                const options = data.allowedRoles.some((role) => role.id === collaborator.role.id)
                  ? data.allowedRoles
                  : [collaborator.role, ...data.allowedRoles];
                return (
                  <tr key={collaborator.email} data-testid="staff-row">
                    <td>{collaborator.name}</td>
                    <td>{collaborator.email}</td>
                    <td>
                      <span>{t.role} </span>
                      {editable ? (
                        <select
                          aria-label={t.roleSelect(collaborator.name || collaborator.email)}
                          value={collaborator.role.id}
                          disabled={updateState.isLoading}
                          onChange={(event) => changeRole(collaborator, Number(event.target.value))}
                        >
                          {options.map((role) => (
                            <option key={role.id} value={role.id}>
                              {role.name}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <span data-testid="staff-role">{collaborator.role.name}</span>
                      )}
                    </td>
                    <td>
                      {editable && (
                        <button type="button" className={styles.link} onClick={() => setToRemove(collaborator)}>
                          {t.remove}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data.canEdit && (
            <p>
              <button type="button" className={styles.primary} onClick={() => setAdding(true)}>
                {t.add}
              </button>
            </p>
          )}
          {toRemove && <RemoveRoleDialog companyId={company.id} collaborator={toRemove} onClose={() => setToRemove(null)} />}
          {adding && <AddCollaboratorDialog companyId={company.id} allowedRoles={data.allowedRoles} onClose={() => setAdding(false)} />}
        </>
      )}
    </section>
  );
}

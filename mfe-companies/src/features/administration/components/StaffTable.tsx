import { useState } from 'react';
import { isRole, roleInfo, showRoleSelect, type Collaborator, type Company, viewerOfCompany } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, DataTable, ErrorAlert, generalErrorOf, LoadingState, SelectField } from 'contracts/ui';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { texts } from '../../../texts';
import { useGetCompanyStaffQuery } from '../api/administration-api';
import { AddCollaboratorDialog } from './AddCollaboratorDialog';
import { RemoveRoleDialog } from './RemoveRoleDialog';
import styles from './StaffTable.module.css';

/** The collaborators of a company: name, e-mail, role (a select when allowed) and "excluir", in a table with separators. */
export function StaffTable({ company }: { company: Company }) {
  const host = useHost();
  const { data, isLoading, error } = useGetCompanyStaffQuery(company.id);
  const [updateCollaborator, updateState] = useUpdateCollaboratorMutation();
  const [toRemove, setToRemove] = useState<Collaborator | null>(null);
  const [adding, setAdding] = useState(false);
  const t = texts.administration;
  const viewer = viewerOfCompany(company);

  const changeRole = async (collaborator: Collaborator, role: number) => {
    if (!isRole(role)) return;
    const result = await updateCollaborator({ email: collaborator.email, role, name: collaborator.name, companyId: company.id });
    if ('data' in result) host.notify(t.roleChanged(collaborator.name || collaborator.email, roleInfo(role).name), 'success');
  };

  return (
    <section>
      <h2>{t.staffHeading}</h2>
      {isLoading && <LoadingState />}
      <ErrorAlert>{generalErrorOf(error) ?? generalErrorOf(updateState.error)}</ErrorAlert>
      {data && (
        <>
          <DataTable className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.email}</th>
                <th scope="col">{t.role}</th>
                <td />
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
                    <td className={styles.email}>{collaborator.email}</td>
                    <td>
                      {editable ? (
                        <SelectField
                          className={styles.roleSelect}
                          label={t.roleSelect(collaborator.name || collaborator.email)}
                          hideLabel
                          options={options.map((role) => ({ value: role.id, label: role.name }))}
                          value={collaborator.role.id}
                          disabled={updateState.isLoading}
                          onChange={(event) => void changeRole(collaborator, Number(event.target.value))}
                        />
                      ) : (
                        <span data-testid="staff-role">{collaborator.role.name}</span>
                      )}
                    </td>
                    <td>
                      {editable && (
                        <Button variant="link" onClick={() => setToRemove(collaborator)}>
                          {t.remove}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          {data.canEdit && (
            <p>
              <Button variant="primary" onClick={() => setAdding(true)}>
                {t.add}
              </Button>
            </p>
          )}
          {toRemove && <RemoveRoleDialog companyId={company.id} collaborator={toRemove} onClose={() => setToRemove(null)} />}
          {adding && <AddCollaboratorDialog companyId={company.id} allowedRoles={data.allowedRoles} onClose={() => setAdding(false)} />}
        </>
      )}
    </section>
  );
}

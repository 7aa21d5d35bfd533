import { useId, useState, type FormEvent } from 'react';
import { addCollaboratorFormSchema, DEFAULT_COLLABORATOR_ROLE, isRole, type Role, type RoleInfo } from 'contracts';
import { Dialog } from 'contracts/ui';
import { fieldError, generalError } from '../../../shared/api/api-error';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { schemaProblem } from '../../../shared/forms/schema-problem';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { useFindUserByEmailMutation } from '../api/administration-api';

/**
 * "adicionar colaborador" (seed §4): find → found (name from the account; already on the
 * staff hides "Adicionar") or notFound (a new account is created: name and role needed) →
 * success ("Colaborador adicionado à empresa", "Fechar").
 */
export function AddCollaboratorDialog({ companyId, allowedRoles, onClose }: { companyId: number; allowedRoles: RoleInfo[]; onClose: () => void }) {
  const ids = { email: useId(), name: useId(), role: useId() };
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  // The name typed for a new account (an existing account's name comes from the lookup).
  const [newName, setNewName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [role, setRole] = useState<Role>(DEFAULT_COLLABORATOR_ROLE);
  const [findUser, findState] = useFindUserByEmailMutation();
  const [updateCollaborator, updateState] = useUpdateCollaboratorMutation();
  const t = texts.administration.addDialog;

  // The step follows the calls' answers: the lookup's (an account, or null for none) and the save's.
  const foundUser = findState.isSuccess ? findState.data : undefined;
  const step = updateState.isSuccess ? 'success' : foundUser ? 'found' : foundUser === null ? 'notFound' : 'find';
  const alreadyStaff = Boolean(foundUser?.isStaff);
  const name = foundUser ? foundUser.first_name : newName;

  const emailProblem = schemaProblem(addCollaboratorFormSchema.shape.email, email);
  const nameProblem = schemaProblem(addCollaboratorFormSchema.shape.name, name);
  const lookupError = findState.error ? (fieldError(findState.error, 'email') ?? generalError(findState.error)) : undefined;
  const saveEmailError = fieldError(updateState.error, 'email');
  const emailError = lookupError ?? saveEmailError ?? (emailTouched ? emailProblem : undefined);

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    if (emailProblem) return;
    const result = await findUser({ email, companyId });
    if ('data' in result) setNewName('');
  };

  const add = () => void updateCollaborator({ email, role, name, companyId });

  const changeEmail = (value: string) => {
    setEmail(value);
    setEmailTouched(true);
    findState.reset();
    updateState.reset();
  };

  const formInvalid = Boolean(emailProblem) || (step === 'notFound' && Boolean(nameProblem));
  // "Adicionar" for an existing account not yet on the staff, "Criar conta e Adicionar" for a new one.
  const canAdd = (step === 'found' && !alreadyStaff) || step === 'notFound';
  return (
    <Dialog
      title={t.title}
      onClose={onClose}
      testId="add-collaborator-dialog"
      cancel={step === 'success' ? texts.close : texts.cancel}
      actions={[
        canAdd && {
          label: step === 'found' ? t.add : t.createAndAdd,
          variant: 'primary',
          disabled: formInvalid || updateState.isLoading,
          onClick: add,
        },
      ]}
    >
      {step === 'success' ? (
        <p role="status">{t.success}</p>
      ) : (
        <>
          <form className={styles.field} onSubmit={(event) => void search(event)} noValidate>
            <label htmlFor={ids.email}>{t.email}</label>
            <span style={{ display: 'flex', gap: 8 }}>
              <input
                id={ids.email}
                type="email"
                style={{ flex: 1 }}
                placeholder={t.emailPlaceholder}
                value={email}
                onChange={(event) => changeEmail(event.target.value)}
                onBlur={() => setEmailTouched(true)}
                aria-invalid={emailError ? true : undefined}
              />
              <button type="submit" className={styles.button} aria-label={t.search} title={t.search} disabled={Boolean(emailProblem) || findState.isLoading}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5Zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Z" />
                </svg>
              </button>
            </span>
            {emailError && <span className={styles.fieldError}>{emailError}</span>}
          </form>
          {step === 'found' && (
            <>
              <p data-testid="collaborator-found">{t.found(name)}</p>
              {alreadyStaff && <p className={styles.alert}>{t.alreadyStaff}</p>}
            </>
          )}
          {step === 'notFound' && (
            <>
              <p data-testid="collaborator-not-found">{t.notFound}</p>
              <div className={styles.field}>
                <label htmlFor={ids.name}>{t.name}</label>
                <input
                  id={ids.name}
                  type="text"
                  value={name}
                  onChange={(event) => {
                    setNewName(event.target.value);
                    setNameTouched(true);
                  }}
                  onBlur={() => setNameTouched(true)}
                />
                {(nameTouched && nameProblem) || fieldError(updateState.error, 'name') ? (
                  <span className={styles.fieldError}>{fieldError(updateState.error, 'name') ?? nameProblem}</span>
                ) : null}
              </div>
            </>
          )}
          {canAdd ? (
            <div className={styles.field}>
              <label htmlFor={ids.role}>{t.role}</label>
              <select id={ids.role} value={role} onChange={(event) => isRole(Number(event.target.value)) && setRole(Number(event.target.value) as Role)}>
                {allowedRoles.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {!saveEmailError && <ErrorAlert message={fieldError(updateState.error, 'general') ?? fieldError(updateState.error, 'role')} />}
        </>
      )}
    </Dialog>
  );
}

import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addCollaboratorFormSchema, DEFAULT_COLLABORATOR_ROLE, type RoleInfo } from 'contracts';
import { applyServerErrors, Button, Dialog, ErrorAlert, formField, Notice, SelectField, TextField, useFormSubmit } from 'contracts/ui';
import { useUpdateCollaboratorMutation } from '../../../shared/api/collaborators-api';
import { texts } from '../../../texts';
import { useFindUserByEmailMutation } from '../api/administration-api';
import styles from './AddCollaboratorDialog.module.css';

interface AddCollaboratorDialogProps {
  companyId: number;
  /** The roles the viewer may give (get_company_staff's allowedRoles). */
  allowedRoles: RoleInfo[];
  onClose: () => void;
}

/**
 * "adicionar colaborador": find → found (name from the account; already on the
 * staff hides "Adicionar") or notFound (a new account is created: name and role needed) →
 * success ("Colaborador adicionado à empresa", "Fechar"). One react-hook-form form over the
 * contracts schema: the lookup validates the e-mail alone, the save the whole form.
 */
export function AddCollaboratorDialog({ companyId, allowedRoles, onClose }: AddCollaboratorDialogProps) {
  const formId = useId();
  const form = useForm({
    resolver: zodResolver(addCollaboratorFormSchema),
    mode: 'all',
    defaultValues: { email: '', name: '', role: DEFAULT_COLLABORATOR_ROLE },
  });
  const [findUser, findState] = useFindUserByEmailMutation();
  const [updateCollaborator, updateState] = useUpdateCollaboratorMutation();
  const t = texts.administration.addDialog;

  // The step follows the calls' answers: the lookup's (an account, or null for none) and the save's.
  const foundUser = findState.isSuccess ? findState.data : undefined;
  const step = updateState.isSuccess ? 'success' : foundUser ? 'found' : foundUser === null ? 'notFound' : 'find';
  const alreadyStaff = Boolean(foundUser?.isStaff);
  const emailValid = addCollaboratorFormSchema.shape.email.safeParse(form.watch('email')).success;

  const { onSubmit: add, generalError: saveError } = useFormSubmit(form, {
    submit: ({ email, name, role }) => updateCollaborator({ email, name, role, companyId }).unwrap(),
  });

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!(await form.trigger('email'))) return;
    const result = await findUser({ email: form.getValues('email'), companyId });
    if ('error' in result) {
      // A lookup error marks the e-mail field invalid.
      const general = applyServerErrors(result.error, form);
      if (general) form.setError('email', { type: 'server', message: general });
      return;
    }
    // An existing account's name comes with it; a new one's is typed.
    form.setValue('name', result.data?.first_name ?? '', { shouldValidate: Boolean(result.data) });
  };

  const email = formField(form, 'email');
  const changeEmail = async (event: Parameters<typeof email.onChange>[0]) => {
    await email.onChange(event);
    findState.reset();
    updateState.reset();
  };

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
          form: formId,
          disabled: !form.formState.isValid,
          busy: updateState.isLoading,
        },
      ]}
    >
      {step === 'success' ? (
        <Notice>{t.success}</Notice>
      ) : (
        <form id={formId} onSubmit={step === 'find' ? (event) => void search(event) : add} noValidate>
          <div className={styles.search}>
            <TextField className={styles.email} label={t.email} type="email" placeholder={t.emailPlaceholder} {...email} onChange={changeEmail} />
            <Button className={styles.searchButton} aria-label={t.search} title={t.search} disabled={!emailValid} busy={findState.isLoading} onClick={() => void search()}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path fill="currentColor" d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5Zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Z" />
              </svg>
            </Button>
          </div>
          {step === 'found' && (
            <>
              <p data-testid="collaborator-found">{t.found(foundUser!.first_name)}</p>
              {alreadyStaff && <Notice tone="warning">{t.alreadyStaff}</Notice>}
            </>
          )}
          {step === 'notFound' && (
            <>
              <p data-testid="collaborator-not-found">{t.notFound}</p>
              <TextField label={t.name} {...formField(form, 'name')} />
            </>
          )}
          {canAdd && (
            <SelectField
              label={t.role}
              options={allowedRoles.map((role) => ({ value: role.id, label: role.name }))}
              {...formField(form, 'role', { valueAsNumber: true })}
            />
          )}
          <ErrorAlert>{saveError}</ErrorAlert>
        </form>
      )}
    </Dialog>
  );
}

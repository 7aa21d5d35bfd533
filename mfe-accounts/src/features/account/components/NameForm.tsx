import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserNameSchema } from 'contracts';
import type { HostUser } from 'contracts/client';
import { applyServerErrors, visibleError } from '../../../shared/forms/form-errors';
import { reloadPage } from '../../../shared/reload-page';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useUpdateUserNameMutation } from '../api/account-api';

export function NameForm({ user }: { user: HostUser }) {
  const headingId = useId();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(updateUserNameSchema),
    mode: 'all',
    defaultValues: { id: user.id, name: user.first_name },
  });
  const [updateName, { isLoading }] = useUpdateUserNameMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await updateName(values).unwrap();
      reloadPage();
    } catch (error) {
      setGeneralError(applyServerErrors(error, setError, { name: 'name' }));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid="name-form">
      <h2 id={headingId} className={styles.subtitle}>
        {texts.account.nameSection}
      </h2>
      <TextField label={texts.account.name} autoComplete="name" registration={register('name')} error={visibleError(formState, 'name')} />
      <div className={styles.field}>
        <span className={styles.label}>{texts.account.email}</span>
        <input className={styles.input} value={user.email} readOnly aria-label={texts.account.email} />
      </div>
      {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
      <div className={styles.actions}>
        <SubmitButton disabled={!formState.isValid} busy={isLoading}>
          {texts.account.submit}
        </SubmitButton>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserPasswordSchema } from 'contracts';
import { applyServerErrors, visibleError } from '../../../shared/forms/form-errors';
import { reloadPage } from '../../../shared/reload-page';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useUpdateUserPasswordMutation } from '../api/account-api';

export function PasswordForm({ userId }: { userId: number }) {
  const headingId = useId();
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(updateUserPasswordSchema),
    mode: 'all',
    defaultValues: { id: userId, old_password: '', new_password: '', confirm_password: '' },
  });
  const [updatePassword, { isLoading }] = useUpdateUserPasswordMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await updatePassword(values).unwrap();
      reloadPage();
    } catch (error) {
      setGeneralError(
        applyServerErrors(error, setError, {
          old_password: 'old_password',
          new_password: 'new_password',
          password: 'new_password',
          confirm_password: 'confirm_password',
        }),
      );
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid="password-form">
      <h2 id={headingId} className={styles.subtitle}>
        {texts.account.passwordSection}
      </h2>
      <TextField
        label={texts.account.oldPassword}
        type="password"
        autoComplete="current-password"
        registration={register('old_password')}
        error={visibleError(formState, 'old_password')}
      />
      <TextField
        label={texts.account.newPassword}
        type="password"
        autoComplete="new-password"
        hint={texts.account.passwordHint}
        registration={register('new_password', { deps: ['confirm_password'] })}
        error={visibleError(formState, 'new_password')}
      />
      <TextField
        label={texts.account.confirmPassword}
        type="password"
        autoComplete="new-password"
        registration={register('confirm_password')}
        error={visibleError(formState, 'confirm_password')}
      />
      {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
      <div className={styles.actions}>
        <SubmitButton disabled={!formState.isValid} busy={isLoading}>
          {texts.account.submit}
        </SubmitButton>
      </div>
    </form>
  );
}

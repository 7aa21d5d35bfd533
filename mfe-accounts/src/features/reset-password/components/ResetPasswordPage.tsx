import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { recoverPasswordFormSchema, type RecoverPasswordFormRequest } from 'contracts';
import { applyServerErrors, visibleError } from '../../../shared/forms/form-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useRecoverPasswordMutation } from '../api/reset-password-api';

export function ResetPasswordPage() {
  const { idencoded = '', token = '' } = useParams();
  // The link's parts travel with the form, so the one contracts schema validates it all.
  const { register, handleSubmit, formState, setError } = useForm<RecoverPasswordFormRequest>({
    resolver: zodResolver(recoverPasswordFormSchema),
    mode: 'all',
    defaultValues: { idencoded, token, pass1: '', pass2: '' },
  });
  const [recoverPassword, { isLoading }] = useRecoverPasswordMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await recoverPassword(values).unwrap();
      setDone(true);
    } catch (error) {
      setGeneralError(applyServerErrors(error, setError, { pass1: 'pass1', password: 'pass1', pass2: 'pass2' }));
    }
  });

  return (
    <section className={`${styles.card} ${styles.narrow}`} data-testid="reset-password-page">
      <h1 className={styles.title}>{texts.resetPassword.title}</h1>
      {done ? (
        <>
          <p className={styles.success} role="status">
            {texts.resetPassword.done}
          </p>
          <p>
            <Link to="/">{texts.common.home}</Link>
          </p>
        </>
      ) : isLoading ? (
        <p role="status">
          {texts.resetPassword.saving}
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={texts.resetPassword.password}
            type="password"
            autoComplete="new-password"
            placeholder={texts.resetPassword.passwordPlaceholder}
            hint={texts.resetPassword.hint}
            registration={register('pass1', { deps: ['pass2'] })}
            error={visibleError(formState, 'pass1')}
          />
          <TextField
            label={texts.resetPassword.confirmation}
            type="password"
            autoComplete="new-password"
            placeholder={texts.resetPassword.confirmationPlaceholder}
            registration={register('pass2')}
            error={visibleError(formState, 'pass2')}
          />
          {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
          <div className={styles.actions}>
            <SubmitButton disabled={!formState.isValid} busy={isLoading}>
              {texts.resetPassword.submit}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}

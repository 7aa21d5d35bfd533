import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, type LoginRequest } from 'contracts';
import { applyServerErrors, visibleError } from '../../../shared/forms/form-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useSignIn } from '../hooks/useSignIn';
import { PasswordRecovery } from './PasswordRecovery';

export function LoginPage() {
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const [signIn, { isLoading }] = useSignIn();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [recovering, setRecovering] = useState(false);

  const onSubmit = handleSubmit(async (credentials) => {
    setGeneralError(null);
    try {
      await signIn(credentials);
    } catch (error) {
      setGeneralError(applyServerErrors(error, setError, { email: 'email', password: 'password' }));
    }
  });

  return (
    <section className={`${styles.card} ${styles.narrow}`} data-testid="login-page">
      <h1 className={styles.title}>{texts.login.title}</h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={texts.common.emailLabel}
          type="email"
          autoComplete="username"
          placeholder={texts.login.emailPlaceholder}
          registration={register('email')}
          error={visibleError(formState, 'email')}
        />
        <TextField
          label={texts.common.passwordLabel}
          type="password"
          autoComplete="current-password"
          placeholder={texts.login.passwordPlaceholder}
          registration={register('password')}
          error={visibleError(formState, 'password')}
        />
        {generalError && (
          <ErrorAlert>
            {generalError}
            {generalError === MESSAGES.emailNotConfirmed && (
              <>
                {' '}
                <Link to="/reenviarEmailDeConfirmacao">{texts.common.resendLink}</Link>
              </>
            )}
          </ErrorAlert>
        )}
        <div className={styles.actions}>
          <SubmitButton disabled={!formState.isValid} busy={isLoading || formState.isSubmitting}>
            {texts.login.submit}
          </SubmitButton>
          <button type="button" className={styles.linkButton} aria-expanded={recovering} onClick={() => setRecovering((open) => !open)}>
            {texts.login.forgotPassword}
          </button>
          <Link to="/registro">{texts.login.register}</Link>
        </div>
      </form>
      {recovering && (
        <PasswordRecovery email={watch('email')} setEmailError={setError} onClose={() => setRecovering(false)} />
      )}
    </section>
  );
}

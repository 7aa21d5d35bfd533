import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, type LoginRequest } from 'contracts';
import { useServerSubmit } from '../../../shared/forms/use-server-submit';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageCard } from '../../../shared/ui/PageCard';
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
  const [signIn, { isLoading }] = useSignIn();
  const { onSubmit, generalError } = useServerSubmit(form, { email: 'email', password: 'password' }, signIn);
  const [recovering, setRecovering] = useState(false);

  return (
    <PageCard title={texts.login.title} testId="login-page">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          form={form}
          name="email"
          label={texts.common.emailLabel}
          type="email"
          autoComplete="username"
          placeholder={texts.login.emailPlaceholder}
        />
        <TextField
          form={form}
          name="password"
          label={texts.common.passwordLabel}
          type="password"
          autoComplete="current-password"
          placeholder={texts.login.passwordPlaceholder}
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
          <SubmitButton disabled={!form.formState.isValid} busy={isLoading || form.formState.isSubmitting}>
            {texts.login.submit}
          </SubmitButton>
          <button type="button" className={styles.linkButton} aria-expanded={recovering} onClick={() => setRecovering((open) => !open)}>
            {texts.login.forgotPassword}
          </button>
          <Link to="/registro">{texts.login.register}</Link>
        </div>
      </form>
      {recovering && (
        <PasswordRecovery email={form.watch('email')} setEmailError={form.setError} onClose={() => setRecovering(false)} />
      )}
    </PageCard>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MESSAGES, type LoginRequest } from 'contracts';
import { Button, ErrorAlert, formField, SubmitButton, TextField, useFormSubmit } from 'contracts/ui';
import { PageCard } from '../../../shared/ui/PageCard';
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
  const { onSubmit, generalError } = useFormSubmit(form, { submit: signIn });
  const [recovering, setRecovering] = useState(false);

  return (
    <PageCard title={texts.login.title} testId="login-page">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={texts.common.emailLabel}
          type="email"
          autoComplete="username"
          placeholder={texts.login.emailPlaceholder}
          {...formField(form, 'email')}
        />
        <TextField
          label={texts.common.passwordLabel}
          type="password"
          autoComplete="current-password"
          placeholder={texts.login.passwordPlaceholder}
          {...formField(form, 'password')}
        />
        <ErrorAlert>
          {generalError === MESSAGES.emailNotConfirmed ? (
            // The server's text names the resend page's path for API clients; here the link does.
            <>
              {texts.login.emailNotConfirmed} <Link to="/reenviarEmailDeConfirmacao">{texts.common.resendLink}</Link>
            </>
          ) : (
            generalError
          )}
        </ErrorAlert>
        <div className={styles.actions}>
          <SubmitButton disabled={!form.formState.isValid} busy={isLoading || form.formState.isSubmitting}>
            {texts.login.submit}
          </SubmitButton>
          <Button variant="link" aria-expanded={recovering} onClick={() => setRecovering((open) => !open)}>
            {texts.login.forgotPassword}
          </Button>
          <Link to="/registro">{texts.login.register}</Link>
        </div>
      </form>
      {recovering && <PasswordRecovery email={form.watch('email')} loginForm={form} onClose={() => setRecovering(false)} />}
    </PageCard>
  );
}

import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterRequest } from 'contracts';
import { applyServerErrors, visibleError } from '../../../shared/forms/form-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useRegisterMutation } from '../api/register-api';

/** What the form holds before validation: the terms box starts unchecked. */
type RegisterForm = Omit<RegisterRequest, 'terms'> & { terms: boolean };

export function RegisterPage() {
  const { register, handleSubmit, formState, setError } = useForm<RegisterForm, unknown, RegisterRequest>({
    resolver: zodResolver(registerSchema) as unknown as Resolver<RegisterForm, unknown, RegisterRequest>,
    mode: 'all',
    defaultValues: { name: '', email: '', password1: '', password2: '', terms: false },
  });
  const [createAccount, { isLoading }] = useRegisterMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [createdFor, setCreatedFor] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await createAccount(values).unwrap();
      setCreatedFor(values.email);
    } catch (error) {
      setGeneralError(
        applyServerErrors(error, setError, {
          name: 'name',
          email: 'email',
          password: 'password1',
          password1: 'password1',
          password2: 'password2',
          terms: 'terms',
        }),
      );
    }
  });

  if (createdFor) {
    return (
      <section className={`${styles.card} ${styles.narrow}`} data-testid="register-page">
        <h1 className={styles.title}>{texts.register.title}</h1>
        <p className={styles.success} role="status">
          {texts.register.success}
        </p>
        <p>{texts.register.successDetail(createdFor)}</p>
        <Link to="/">{texts.common.home}</Link>
      </section>
    );
  }

  const termsError = visibleError(formState, 'terms');
  return (
    <section className={`${styles.card} ${styles.narrow}`} data-testid="register-page">
      <h1 className={styles.title}>{texts.register.title}</h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={texts.register.name}
          autoComplete="name"
          placeholder={texts.register.namePlaceholder}
          registration={register('name')}
          error={visibleError(formState, 'name')}
        />
        <TextField
          label={texts.register.email}
          type="email"
          autoComplete="email"
          placeholder={texts.register.emailPlaceholder}
          registration={register('email')}
          error={visibleError(formState, 'email')}
        />
        <TextField
          label={texts.register.password}
          type="password"
          autoComplete="new-password"
          placeholder={texts.register.passwordPlaceholder}
          hint={texts.register.passwordHint}
          registration={register('password1', { deps: ['password2'] })}
          error={visibleError(formState, 'password1')}
        />
        <TextField
          label={texts.register.password2}
          type="password"
          autoComplete="new-password"
          placeholder={texts.register.password2Placeholder}
          registration={register('password2')}
          error={visibleError(formState, 'password2')}
        />
        <div className={styles.field}>
          <label className={styles.checkbox}>
            <input type="checkbox" aria-invalid={termsError ? true : undefined} {...register('terms')} />
            {texts.register.terms}
          </label>
          {termsError && (
            <p className={styles.error} data-testid="terms-error">
              {termsError}
            </p>
          )}
        </div>
        {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
        <div className={styles.actions}>
          <SubmitButton disabled={!formState.isValid} busy={isLoading || formState.isSubmitting}>
            {texts.register.submit}
          </SubmitButton>
          <Link to="/login">{texts.register.haveAccount}</Link>
        </div>
      </form>
    </section>
  );
}

import type { ChangeEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterRequest } from 'contracts';
import { visibleError } from '../../../shared/forms/form-errors';
import { useServerSubmit } from '../../../shared/forms/use-server-submit';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { PageCard } from '../../../shared/ui/PageCard';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { SuccessNotice } from '../../../shared/ui/SuccessNotice';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useRegisterMutation } from '../api/register-api';

/** What the form holds before validation: the terms box starts unchecked. */
type RegisterForm = Omit<RegisterRequest, 'terms'> & { terms: boolean };

export function RegisterPage() {
  const form = useForm<RegisterForm, unknown, RegisterRequest>({
    resolver: zodResolver(registerSchema) as unknown as Resolver<RegisterForm, unknown, RegisterRequest>,
    mode: 'all',
    defaultValues: { name: '', email: '', password1: '', password2: '', terms: false },
  });
  // The account the server created: its answer stays in the mutation's state.
  const [createAccount, { isLoading, data: created }] = useRegisterMutation();
  const { onSubmit, generalError } = useServerSubmit(
    form,
    { name: 'name', email: 'email', password: 'password1', password1: 'password1', password2: 'password2', terms: 'terms' },
    (values) => createAccount(values).unwrap(),
  );

  if (created) {
    return (
      <PageCard title={texts.register.title} testId="register-page">
        <SuccessNotice
          homeLink={texts.common.home}
          detail={
            created.confirmationSent ? (
              <p>{texts.register.successDetail(created.email)}</p>
            ) : (
              // The account exists but the e-mail could not go out: a new one is asked for on the resend page.
              <p data-testid="confirmation-not-sent">
                {texts.register.mailFailedDetail(created.email)}{' '}
                <Link to="/reenviarEmailDeConfirmacao">{texts.common.resendLink}</Link>
              </p>
            )
          }
        >
          {texts.register.success}
        </SuccessNotice>
      </PageCard>
    );
  }

  const termsError = visibleError(form.formState, 'terms');
  const terms = form.register('terms');
  // A click on a checkbox is the user's whole interaction with it: it counts as touching it,
  // so unticking the box shows the error at once, not only after the focus leaves it.
  const onTermsChange = async (event: ChangeEvent<HTMLInputElement>) => {
    await terms.onChange(event);
    form.setValue('terms', event.target.checked, { shouldTouch: true });
  };
  return (
    <PageCard title={texts.register.title} testId="register-page">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField form={form} name="name" label={texts.register.name} autoComplete="name" placeholder={texts.register.namePlaceholder} />
        <TextField
          form={form}
          name="email"
          label={texts.register.email}
          type="email"
          autoComplete="email"
          placeholder={texts.register.emailPlaceholder}
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'password1', confirmation: 'password2' }}
          labels={{ password: texts.register.password, confirmation: texts.register.password2 }}
          placeholders={{ password: texts.register.passwordPlaceholder, confirmation: texts.register.password2Placeholder }}
          hint={texts.register.passwordHint}
        />
        <div className={styles.field}>
          <label className={styles.checkbox}>
            <input type="checkbox" aria-invalid={termsError ? true : undefined} {...terms} onChange={onTermsChange} />
            {/* One inline run of text (the label is a flex row), the link in a new tab: the form keeps what was typed. */}
            <span>
              {texts.register.terms.before}
              <Link to="/termos" target="_blank" rel="noopener">
                {texts.register.terms.link}
              </Link>
              {texts.register.terms.after}
            </span>
          </label>
          {termsError && (
            <p className={styles.error} data-testid="terms-error">
              {termsError}
            </p>
          )}
        </div>
        {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
        <div className={styles.actions}>
          <SubmitButton disabled={!form.formState.isValid} busy={isLoading || form.formState.isSubmitting}>
            {texts.register.submit}
          </SubmitButton>
          <Link to="/login">{texts.register.haveAccount}</Link>
        </div>
      </form>
    </PageCard>
  );
}

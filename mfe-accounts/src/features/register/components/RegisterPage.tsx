import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterRequest } from 'contracts';
import { CheckboxField, ErrorAlert, formField, SubmitButton, TextField, useFormSubmit } from 'contracts/ui';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { PageCard } from '../../../shared/ui/PageCard';
import { SuccessNotice } from '../../../shared/ui/SuccessNotice';
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
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: (values) => createAccount(values).unwrap(),
    serverFields: { password: 'password1' },
  });

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

  return (
    <PageCard title={texts.register.title} testId="register-page">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={texts.register.name} autoComplete="name" placeholder={texts.register.namePlaceholder} {...formField(form, 'name')} />
        <TextField
          label={texts.register.email}
          type="email"
          autoComplete="email"
          placeholder={texts.register.emailPlaceholder}
          {...formField(form, 'email')}
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'password1', confirmation: 'password2' }}
          labels={{ password: texts.register.password, confirmation: texts.register.password2 }}
          placeholders={{ password: texts.register.passwordPlaceholder, confirmation: texts.register.password2Placeholder }}
          hint={texts.register.passwordHint}
        />
        {/* Ticking or unticking the box touches it (formField): the required error shows at once. The
            terms open in a new tab, so the form keeps what was typed. */}
        <CheckboxField
          label={
            <span>
              {texts.register.terms.before}
              <Link to="/termos" target="_blank" rel="noopener">
                {texts.register.terms.link}
              </Link>
              {texts.register.terms.after}
            </span>
          }
          {...formField(form, 'terms')}
        />
        <ErrorAlert>{generalError}</ErrorAlert>
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

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendConfirmationSchema, type ResendConfirmationRequest } from 'contracts';
import { applyServerErrors, visibleError } from '../../../shared/forms/form-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useResendConfirmationEmailMutation } from '../api/resend-confirmation-api';

/** Seed §2 "Resend confirmation": the button stays enabled; an empty e-mail is refused on submit, with no call. */
export function ResendConfirmationPage() {
  const { register, handleSubmit, formState, setError } = useForm<ResendConfirmationRequest>({
    resolver: zodResolver(resendConfirmationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const [resend, { isLoading }] = useResendConfirmationEmailMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ email }) => {
    setGeneralError(null);
    try {
      await resend({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      setGeneralError(applyServerErrors(error, setError, { email: 'email' }));
    }
  });

  return (
    <section className={`${styles.card} ${styles.narrow}`} data-testid="resend-confirmation-page">
      <h1 className={styles.title}>{texts.resendConfirmation.title}</h1>
      {sentTo ? (
        <>
          <p className={styles.success} role="status">
            {texts.resendConfirmation.sent(sentTo)}
          </p>
          <p>
            <Link to="/">{texts.resendConfirmation.back}</Link>
          </p>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p>{texts.resendConfirmation.intro}</p>
          <TextField
            label={texts.resendConfirmation.email}
            type="email"
            autoComplete="email"
            placeholder={texts.resendConfirmation.emailPlaceholder}
            registration={register('email')}
            error={visibleError(formState, 'email')}
          />
          {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={isLoading}>
              {texts.resendConfirmation.submit}
            </button>
            {isLoading && <span role="status">{texts.resendConfirmation.processing}</span>}
          </div>
        </form>
      )}
    </section>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendConfirmationSchema, type ResendConfirmationRequest } from 'contracts';
import { useServerSubmit } from '../../../shared/forms/use-server-submit';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageCard } from '../../../shared/ui/PageCard';
import { SuccessNotice } from '../../../shared/ui/SuccessNotice';
import { TextField } from '../../../shared/ui/TextField';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useResendConfirmationEmailMutation } from '../api/resend-confirmation-api';

/** Seed §2 "Resend confirmation": the button stays enabled; an empty e-mail is refused on submit, with no call. */
export function ResendConfirmationPage() {
  const form = useForm<ResendConfirmationRequest>({
    resolver: zodResolver(resendConfirmationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const [resend, { isLoading, isSuccess, originalArgs }] = useResendConfirmationEmailMutation();
  const sentTo = isSuccess ? originalArgs?.email : undefined;
  const { onSubmit, generalError } = useServerSubmit(form, { email: 'email' }, ({ email }) => resend({ email }).unwrap());

  return (
    <PageCard title={texts.resendConfirmation.title} testId="resend-confirmation-page">
      {sentTo ? (
        <SuccessNotice homeLink={texts.resendConfirmation.back}>{texts.resendConfirmation.sent(sentTo)}</SuccessNotice>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p>{texts.resendConfirmation.intro}</p>
          <TextField
            form={form}
            name="email"
            label={texts.resendConfirmation.email}
            type="email"
            autoComplete="email"
            placeholder={texts.resendConfirmation.emailPlaceholder}
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
    </PageCard>
  );
}

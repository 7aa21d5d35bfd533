import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendConfirmationSchema, type ResendConfirmationRequest } from 'contracts';
import { ErrorAlert, formField, SubmitButton, TextField, useFormSubmit } from 'contracts/ui';
import { PageCard } from '../../../shared/ui/PageCard';
import { SuccessNotice } from '../../../shared/ui/SuccessNotice';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useResendConfirmationEmailMutation } from '../api/resend-confirmation-api';

/** The button stays enabled; an empty e-mail is refused on submit, with no call. */
export function ResendConfirmationPage() {
  const form = useForm<ResendConfirmationRequest>({
    resolver: zodResolver(resendConfirmationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const [resend, { isLoading, isSuccess, originalArgs }] = useResendConfirmationEmailMutation();
  const sentTo = isSuccess ? originalArgs?.email : undefined;
  const { onSubmit, generalError } = useFormSubmit(form, { submit: ({ email }) => resend({ email }).unwrap() });

  return (
    <PageCard title={texts.resendConfirmation.title} testId="resend-confirmation-page">
      {sentTo ? (
        <SuccessNotice homeLink={texts.resendConfirmation.back}>{texts.resendConfirmation.sent(sentTo)}</SuccessNotice>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p>{texts.resendConfirmation.intro}</p>
          <TextField
            label={texts.resendConfirmation.email}
            type="email"
            autoComplete="email"
            placeholder={texts.resendConfirmation.emailPlaceholder}
            {...formField(form, 'email')}
          />
          <ErrorAlert>{generalError}</ErrorAlert>
          <div className={styles.actions}>
            <SubmitButton busy={isLoading}>{texts.resendConfirmation.submit}</SubmitButton>
            {isLoading && <span role="status">{texts.resendConfirmation.processing}</span>}
          </div>
        </form>
      )}
    </PageCard>
  );
}

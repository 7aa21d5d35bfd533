import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { recoverPasswordFormSchema, type RecoverPasswordFormRequest } from 'contracts';
import { useServerSubmit } from '../../../shared/forms/use-server-submit';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageCard } from '../../../shared/ui/PageCard';
import { SubmitButton } from '../../../shared/ui/SubmitButton';
import { SuccessNotice } from '../../../shared/ui/SuccessNotice';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useRecoverPasswordMutation } from '../api/reset-password-api';

export function ResetPasswordPage() {
  const { idencoded = '', token = '' } = useParams();
  // The link's parts travel with the form, so the one contracts schema validates it all.
  const form = useForm<RecoverPasswordFormRequest>({
    resolver: zodResolver(recoverPasswordFormSchema),
    mode: 'all',
    defaultValues: { idencoded, token, pass1: '', pass2: '' },
  });
  const [recoverPassword, { isLoading, isSuccess: done }] = useRecoverPasswordMutation();
  const { onSubmit, generalError } = useServerSubmit(form, { pass1: 'pass1', password: 'pass1', pass2: 'pass2' }, (values) =>
    recoverPassword(values).unwrap(),
  );

  return (
    <PageCard title={texts.resetPassword.title} testId="reset-password-page">
      {done ? (
        <SuccessNotice homeLink={texts.common.home}>{texts.resetPassword.done}</SuccessNotice>
      ) : isLoading ? (
        <p role="status">{texts.resetPassword.saving}</p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <NewPasswordFields
            form={form}
            names={{ password: 'pass1', confirmation: 'pass2' }}
            labels={{ password: texts.resetPassword.password, confirmation: texts.resetPassword.confirmation }}
            placeholders={{ password: texts.resetPassword.passwordPlaceholder, confirmation: texts.resetPassword.confirmationPlaceholder }}
            hint={texts.resetPassword.hint}
          />
          {generalError && <ErrorAlert>{generalError}</ErrorAlert>}
          <div className={styles.actions}>
            <SubmitButton disabled={!form.formState.isValid} busy={isLoading}>
              {texts.resetPassword.submit}
            </SubmitButton>
          </div>
        </form>
      )}
    </PageCard>
  );
}

import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { INVITATION_QUERY, recoverPasswordFormSchema, type RecoverPasswordFormRequest } from 'contracts';
import { ErrorAlert, LoadingState, SubmitButton, useFormSubmit } from 'contracts/ui';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { PageCard } from '../../../shared/ui/PageCard';
import { SuccessNotice } from '../../../shared/ui/SuccessNotice';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useRecoverPasswordMutation } from '../api/reset-password-api';

/**
 * /redefinirSenha/{idencoded}/{token}: a new password from the recovery e-mail's link, or the
 * first one from an invitation's (flagged `?convite=1`: "Criar senha").
 */
export function ResetPasswordPage() {
  const { idencoded = '', token = '' } = useParams();
  const [query] = useSearchParams();
  const invited = query.has(INVITATION_QUERY);
  const t = invited ? texts.invitation : texts.resetPassword;
  // The link's parts travel with the form, so the one contracts schema validates it all.
  const form = useForm<RecoverPasswordFormRequest>({
    resolver: zodResolver(recoverPasswordFormSchema),
    mode: 'all',
    defaultValues: { idencoded, token, pass1: '', pass2: '' },
  });
  const [recoverPassword, { isLoading, isSuccess: done }] = useRecoverPasswordMutation();
  const { onSubmit, generalError } = useFormSubmit(form, {
    submit: (values) => recoverPassword(values).unwrap(),
    serverFields: { password: 'pass1' },
  });

  return (
    <PageCard title={t.title} testId="reset-password-page">
      {done ? (
        <SuccessNotice homeLink={texts.common.home}>{t.done}</SuccessNotice>
      ) : isLoading ? (
        <LoadingState label={t.saving} />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {invited && <p>{texts.invitation.intro}</p>}
          <NewPasswordFields
            form={form}
            names={{ password: 'pass1', confirmation: 'pass2' }}
            labels={{ password: t.password, confirmation: t.confirmation }}
            placeholders={{ password: t.passwordPlaceholder, confirmation: t.confirmationPlaceholder }}
            hint={texts.resetPassword.hint}
          />
          <ErrorAlert>{generalError}</ErrorAlert>
          <div className={styles.actions}>
            <SubmitButton disabled={!form.formState.isValid} busy={isLoading}>
              {t.submit}
            </SubmitButton>
          </div>
        </form>
      )}
    </PageCard>
  );
}

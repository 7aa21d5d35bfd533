import { Link, useParams } from 'react-router-dom';
import { CONFIRM_EMAIL_MESSAGES, confirmEmailSchema } from 'contracts';
import type { ApiError } from 'contracts/client';
import { ErrorAlert, LoadingState } from 'contracts/ui';
import styles from '../../../shared/ui/forms.module.css';
import { PageCard } from '../../../shared/ui/PageCard';
import { SuccessNotice } from '../../../shared/ui/SuccessNotice';
import { texts } from '../../../texts';
import { useConfirmEmailQuery } from '../api/confirm-email-api';

export function ConfirmEmailPage() {
  const { email = '', token = '' } = useParams();
  // A link the contracts schema refuses (a cut or mangled e-mail) cannot confirm anything:
  // it is the "wrong link" of the invalid-confirmation notice, without asking the server.
  const wellFormed = confirmEmailSchema.safeParse({ email, token }).success;
  const { isLoading, isSuccess, error } = useConfirmEmailQuery({ email, token }, { skip: !wellFormed });
  const message = wellFormed ? (error as ApiError | undefined)?.message : CONFIRM_EMAIL_MESSAGES.failed;
  // EmailAlreadyConfirmed counts as success.
  const confirmed = isSuccess || message === CONFIRM_EMAIL_MESSAGES.alreadyConfirmed;

  return (
    <PageCard title={texts.confirmEmail.title} testId="confirm-email-page">
      {isLoading ? (
        <LoadingState label={texts.confirmEmail.confirming} />
      ) : confirmed ? (
        <SuccessNotice homeLink={texts.common.home} testId="email-confirmed">
          {texts.confirmEmail.confirmed}
        </SuccessNotice>
      ) : message === CONFIRM_EMAIL_MESSAGES.failed ? (
        <div data-testid="email-confirmation-failed">
          <h2 className={styles.subtitle}>{texts.confirmEmail.failedTitle}</h2>
          <p>{texts.confirmEmail.failedIntro}</p>
          <ul>
            {texts.confirmEmail.failedCauses.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
          <p>
            {texts.confirmEmail.failedResend} <Link to="/reenviarEmailDeConfirmacao">{texts.common.resendLink}</Link>
          </p>
        </div>
      ) : (
        <div data-testid="email-confirmation-error">
          <ErrorAlert>{message}</ErrorAlert>
          <p>
            <Link to="/reenviarEmailDeConfirmacao">{texts.common.resendLink}</Link>
          </p>
        </div>
      )}
    </PageCard>
  );
}

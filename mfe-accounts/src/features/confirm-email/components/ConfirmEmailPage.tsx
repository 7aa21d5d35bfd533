import { Link, useParams } from 'react-router-dom';
import { CONFIRM_EMAIL_MESSAGES } from 'contracts';
import type { ApiError } from 'contracts/client';
import styles from '../../../shared/ui/forms.module.css';
import { Spinner } from '../../../shared/ui/Spinner';
import { texts } from '../../../texts';
import { useConfirmEmailQuery } from '../api/confirm-email-api';

export function ConfirmEmailPage() {
  const { email = '', token = '' } = useParams();
  const { isLoading, isSuccess, error } = useConfirmEmailQuery({ email, token });
  const message = (error as ApiError | undefined)?.message;
  // Seed §8: emailAlreadyConfirmed counts as success.
  const confirmed = isSuccess || message === CONFIRM_EMAIL_MESSAGES.alreadyConfirmed;

  return (
    <section className={`${styles.card} ${styles.narrow}`} data-testid="confirm-email-page">
      <h1 className={styles.title}>{texts.confirmEmail.title}</h1>
      {isLoading ? (
        <p role="status">
          <Spinner /> {texts.confirmEmail.confirming}
        </p>
      ) : confirmed ? (
        <>
          <p className={styles.success} data-testid="email-confirmed">
            {texts.confirmEmail.confirmed}
          </p>
          <p>
            <Link to="/">{texts.common.home}</Link>
          </p>
        </>
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
          <p className={styles.alert} role="alert">
            {message}
          </p>
          <p>
            <Link to="/reenviarEmailDeConfirmacao">{texts.common.resendLink}</Link>
          </p>
        </div>
      )}
    </section>
  );
}

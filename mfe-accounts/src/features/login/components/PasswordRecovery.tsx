import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { recoverPasswordEmailSchema, type LoginRequest } from 'contracts';
import { applyServerErrors } from '../../../shared/forms/form-errors';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Spinner } from '../../../shared/ui/Spinner';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useSendRecoverPasswordEmailMutation } from '../api/login-api';

interface PasswordRecoveryProps {
  /** What the login form's e-mail field holds. */
  email: string;
  /** Server errors on the e-mail go under the login form's e-mail field (seed §7). */
  setEmailError: UseFormSetError<LoginRequest>;
  onClose: () => void;
}

/** Seed §2 "Password recovery is inline", below the login form, for the e-mail typed there. */
export function PasswordRecovery({ email, setEmailError, onClose }: PasswordRecoveryProps) {
  const [send, { isLoading, isSuccess: sent }] = useSendRecoverPasswordEmailMutation();
  const [error, setError] = useState<string | null>(null);
  const parsed = recoverPasswordEmailSchema.safeParse({ email });
  const validEmail = parsed.success ? parsed.data.email : null;

  const submit = async () => {
    if (!validEmail) return;
    setError(null);
    try {
      await send({ email: validEmail }).unwrap();
    } catch (failure) {
      setError(applyServerErrors(failure, setEmailError, { email: 'email' }));
    }
  };

  return (
    <div className={styles.panel} data-testid="password-recovery">
      <h2 className={styles.subtitle}>{texts.recovery.title}</h2>
      {sent ? (
        <>
          <p className={styles.success} role="status">
            {texts.recovery.sent}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={onClose}>
              {texts.recovery.ok}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{validEmail ? texts.recovery.offer(validEmail) : texts.recovery.needsEmail}</p>
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={!validEmail || isLoading} onClick={() => void submit()}>
              {isLoading && <Spinner />}
              {texts.recovery.send}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

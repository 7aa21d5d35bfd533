import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { recoverPasswordEmailSchema, type LoginRequest } from 'contracts';
import { applyServerErrors, Button, ErrorAlert, Notice } from 'contracts/ui';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { useSendRecoverPasswordEmailMutation } from '../api/login-api';

interface PasswordRecoveryProps {
  /** What the login form's e-mail field holds. */
  email: string;
  /** Server errors on the e-mail go under the login form's e-mail field. */
  loginForm: Pick<UseFormReturn<LoginRequest>, 'setError' | 'getValues'>;
  onClose: () => void;
}

/** Password recovery is inline, below the login form, for the e-mail typed there. */
export function PasswordRecovery({ email, loginForm, onClose }: PasswordRecoveryProps) {
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
      setError(applyServerErrors(failure, loginForm));
    }
  };

  return (
    <div className={styles.panel} data-testid="password-recovery">
      <h2 className={styles.subtitle}>{texts.recovery.title}</h2>
      {sent ? (
        <>
          <Notice>{texts.recovery.sent}</Notice>
          <div className={styles.actions}>
            <Button variant="primary" onClick={onClose}>
              {texts.recovery.ok}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{validEmail ? texts.recovery.offer(validEmail) : texts.recovery.needsEmail}</p>
          <ErrorAlert>{error}</ErrorAlert>
          <div className={styles.actions}>
            <Button variant="primary" disabled={!validEmail} busy={isLoading} onClick={() => void submit()}>
              {texts.recovery.send}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

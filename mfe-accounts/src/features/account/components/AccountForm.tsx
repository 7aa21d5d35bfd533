import { useId, type FormEventHandler, type ReactNode } from 'react';
import { ErrorAlert, SubmitButton } from 'contracts/ui';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';

interface AccountFormProps {
  /** "Nome:" or "Senha:". */
  title: string;
  testId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  generalError: string | null;
  /** "Alterar" is disabled while the form is invalid, with a spinner while it is sent. */
  invalid: boolean;
  busy: boolean;
  children: ReactNode;
}

/** One form of the account page: its heading, its fields, the red alert and "Alterar". */
export function AccountForm({ title, testId, onSubmit, generalError, invalid, busy, children }: AccountFormProps) {
  const headingId = useId();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={styles.subtitle}>
        {title}
      </h2>
      {children}
      <ErrorAlert>{generalError}</ErrorAlert>
      <div className={styles.actions}>
        <SubmitButton disabled={invalid} busy={busy}>
          {texts.account.submit}
        </SubmitButton>
      </div>
    </form>
  );
}

import { useHost } from 'contracts/client';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';

/** Seed §2 "Account page": the name form and the password form; each reloads the page after success. */
export function AccountPage() {
  const { currentUser } = useHost();
  return (
    <section className={`${styles.card} ${styles.narrow}`} data-testid="account-page">
      <h1 className={styles.title}>{texts.account.title}</h1>
      {currentUser && (
        <>
          <NameForm user={currentUser} />
          <PasswordForm userId={currentUser.id} />
        </>
      )}
    </section>
  );
}

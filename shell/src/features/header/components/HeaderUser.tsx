import type { HostUser } from 'contracts/client';
import styles from './Header.module.css';

/** Seed "Shared header": the user's name, or the e-mail when the name is missing. */
export function HeaderUser({ user }: { user: HostUser }) {
  return (
    <span className={styles.user} data-testid="header-user">
      {user.first_name.trim() || user.email}
    </span>
  );
}

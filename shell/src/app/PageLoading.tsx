import { texts } from '../texts';
import styles from './AppLayout.module.css';

export function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      {texts.loading}
    </p>
  );
}

import { texts } from '../../texts';
import styles from './PageLoading.module.css';

/** The loading state of a page whose code or data is on its way. */
export function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      {texts.loading}
    </p>
  );
}

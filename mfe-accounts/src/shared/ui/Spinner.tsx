import { texts } from '../../texts';
import styles from './forms.module.css';

export function Spinner() {
  return <span className={styles.spinner} role="status" aria-label={texts.common.loading} data-testid="spinner" />;
}

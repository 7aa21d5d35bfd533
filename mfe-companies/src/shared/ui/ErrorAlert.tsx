import styles from './ui.module.css';

/** A general error in a red box; renders nothing without a message. */
export function ErrorAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}

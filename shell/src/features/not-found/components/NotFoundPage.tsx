import { Link } from 'react-router-dom';
import { MESSAGES } from 'contracts';
import { texts } from '../../../texts';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} data-testid="not-found-page">
      <h1 className={styles.code}>{texts.notFound.heading}</h1>
      <p>{MESSAGES.notFoundPage}</p>
      <Link to="/">{texts.notFound.home}</Link>
    </section>
  );
}

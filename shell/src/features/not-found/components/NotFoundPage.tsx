import { Link } from 'react-router-dom';
import { MESSAGES } from 'contracts';
import { texts } from '../../../texts';
import styles from './NotFoundPage.module.css';

/** The 404 page (seed text); `detail` says what was not found when the page knows (a company). */
export function NotFoundPage({ detail }: { detail?: string }) {
  return (
    <section className={styles.page} data-testid="not-found-page">
      <h1 className={styles.code}>{texts.notFound.heading}</h1>
      <p>{MESSAGES.notFoundPage}</p>
      {detail && <p data-testid="not-found-detail">{detail}</p>}
      <Link to="/">{texts.notFound.home}</Link>
    </section>
  );
}

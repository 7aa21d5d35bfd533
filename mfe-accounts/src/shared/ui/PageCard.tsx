import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** The card every account page sits in (43em wide), with the page's title. */
export function PageCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className={`${styles.card} ${styles.narrow}`} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}

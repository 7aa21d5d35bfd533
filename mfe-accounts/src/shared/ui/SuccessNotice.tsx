import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './forms.module.css';

interface SuccessNoticeProps {
  /** The success text, in green. */
  children: ReactNode;
  /** More about what happened, under the success text. */
  detail?: ReactNode;
  /** The text of the link to the home page that ends the notice. */
  homeLink: string;
  testId?: string;
}

/** The end of an account flow (seed §2): a success text, maybe a detail, and a link to `/`. */
export function SuccessNotice({ children, detail, homeLink, testId }: SuccessNoticeProps) {
  return (
    <>
      <p className={styles.success} role="status" data-testid={testId}>
        {children}
      </p>
      {detail}
      <p>
        <Link to="/">{homeLink}</Link>
      </p>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Notice } from 'contracts/ui';

interface SuccessNoticeProps {
  /** The success text, in green. */
  children: ReactNode;
  /** More about what happened, under the success text. */
  detail?: ReactNode;
  /** The text of the link to the home page that ends the notice. */
  homeLink: string;
  testId?: string;
}

/** The end of an account flow: a success text, maybe a detail, and a link to `/`. */
export function SuccessNotice({ children, detail, homeLink, testId }: SuccessNoticeProps) {
  return (
    <>
      <Notice testId={testId}>{children}</Notice>
      {detail}
      <p>
        <Link to="/">{homeLink}</Link>
      </p>
    </>
  );
}

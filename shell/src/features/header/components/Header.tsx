import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHost } from 'contracts/client';
import { useShownSession } from '../../../shared/hooks/useShownSession';
import { texts } from '../../../texts';
import { useHeaderTitle } from '../hooks/useHeaderTitle';
import { GearMenu } from './GearMenu';
import { HeaderUser } from './HeaderUser';
import styles from './Header.module.css';

interface HeaderProps {
  /** Shown before the user's name (the company's trial notice). */
  beforeUser?: ReactNode;
  /** Shown after the user's name (" - " and the company link). */
  afterUser?: ReactNode;
}

/** The header's frame; the app composes the company parts into it (features stay apart). */
export function Header({ beforeUser, afterUser }: HeaderProps) {
  const headerTitle = useHeaderTitle();
  const { currentUser, currentCompany } = useHost();
  // While a stored session is being checked, its line is kept (empty): on a phone the user's
  // line would otherwise push the whole page down when it arrives (a layout shift).
  const sessionPending = useShownSession().status === 'loading';
  return (
    <header className={styles.header}>
      <Link to={currentCompany ? `/empresa/${currentCompany.id}` : '/'} className={styles.logo} aria-label={texts.header.home} data-testid="header-logo">
        {texts.appName}
      </Link>
      {headerTitle && (
        <span className={styles.title}>
          {headerTitle.title} {headerTitle.analysisName && <i>{headerTitle.analysisName}</i>}
        </span>
      )}
      {currentUser && (
        <div className={styles.session}>
          {beforeUser}
          <HeaderUser user={currentUser} />
          {afterUser}
          <GearMenu />
        </div>
      )}
      {!currentUser && sessionPending && (
        <div className={styles.session} aria-hidden="true" data-testid="header-session-pending">
          <span className={styles.user}>&nbsp;</span>
        </div>
      )}
    </header>
  );
}

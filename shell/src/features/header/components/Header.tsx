import { Link } from 'react-router-dom';
import { useHost } from 'contracts/client';
import { texts } from '../../../texts';
import { useHeaderTitle } from '../hooks/useHeaderTitle';
import { HeaderCompany, TrialNotice } from '../../company/components/HeaderCompany';
import { GearMenu } from './GearMenu';
import { HeaderUser } from './HeaderUser';
import styles from './Header.module.css';

export function Header() {
  const headerTitle = useHeaderTitle();
  const { currentUser, currentCompany } = useHost();
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
          <TrialNotice company={currentCompany} />
          <HeaderUser user={currentUser} />
          <HeaderCompany company={currentCompany} />
          <GearMenu />
        </div>
      )}
    </header>
  );
}

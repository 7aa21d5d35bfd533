import { Link } from 'react-router-dom';
import { texts } from '../../../texts';
import { useHeaderTitle } from '../hooks/useHeaderTitle';
import { GearMenu } from './GearMenu';
import styles from './Header.module.css';

export function Header() {
  const headerTitle = useHeaderTitle();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo} aria-label={texts.header.home} data-testid="header-logo">
        {texts.appName}
      </Link>
      {headerTitle && (
        <span className={styles.title}>
          {headerTitle.title} {headerTitle.analysisName && <i>{headerTitle.analysisName}</i>}
        </span>
      )}
      <GearMenu />
    </header>
  );
}

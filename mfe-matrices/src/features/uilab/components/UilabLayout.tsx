import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { MATRIX_THEMES } from 'contracts';
import { useHost } from 'contracts/client';
import { texts } from '../../../texts';
import styles from './Uilab.module.css';

const MENU = [
  { to: '/', label: texts.uilab.menu.overview },
  { to: '/uilab/botoes', label: texts.uilab.menu.buttons },
  { to: '/uilab/formularios', label: texts.uilab.menu.forms },
  { to: '/uilab/matrixchart', label: texts.uilab.menu.matrixChart },
];

/** The developer area: a side menu and the page (seed: no product behaviour). */
export function UilabLayout() {
  const { setHeaderTitle } = useHost();
  useEffect(() => {
    setHeaderTitle({ title: MATRIX_THEMES.labui.title });
    return () => setHeaderTitle(null);
  }, [setHeaderTitle]);

  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={texts.uilab.menuLabel} data-testid="uilab-menu">
        {MENU.map(({ to, label }) => (
          <NavLink key={to} to={to} end className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

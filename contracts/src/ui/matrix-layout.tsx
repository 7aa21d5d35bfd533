import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useHost } from 'contracts/client';
import { MATRIX_THEMES, type MatrixThemeName } from '../format/theme.js';
import styles from './matrix-layout.module.css';
import './tokens.module.css';

/** One link of a matrix page's side menu. */
export interface MatrixMenuItem {
  to: string;
  label: string;
  /** Active only on exactly this path (not on the paths below it); true unless told. */
  end?: boolean;
}

export interface MatrixLayoutProps {
  /** The matrix: its title ("Matriz MCP") and colour come from MATRIX_THEMES. */
  theme: MatrixThemeName;
  /** The analysis being edited, shown in italics after the title (also in the shell's header). */
  analysisName?: string;
  /** The side menu's links and its accessible name (e.g. "Menu da análise"). */
  menu: readonly MatrixMenuItem[];
  menuLabel: string;
  /** The page itself. */
  children: ReactNode;
  /** The fixed bottom row (e.g. the save button and its status); none when left out. */
  bottomBar?: ReactNode;
}

/**
 * The page layout of the matrix areas (matrix header, side menu, content area, fixed bottom row), in the matrix's theme colour. It also puts the title and the
 * analysis name in the shell's header while it is on screen. On phones it stacks.
 */
export function MatrixLayout({ theme, analysisName, menu, menuLabel, children, bottomBar }: MatrixLayoutProps) {
  const { setHeaderTitle } = useHost();
  const { title, color } = MATRIX_THEMES[theme];
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setHeaderTitle({ title, analysisName });
  }, [setHeaderTitle, title, analysisName]);
  useEffect(() => () => setHeaderTitle(null), [setHeaderTitle]);
  const barHeight = useHeight(bar);

  return (
    <div
      className={[styles.layout, bottomBar ? styles.withBottomBar : null].filter(Boolean).join(' ')}
      style={{ '--matrix-color': color, ...(barHeight ? { '--bottom-bar-height': `${barHeight}px` } : {}) } as CSSProperties}
      data-theme={theme}
      data-testid="matrix-layout"
    >
      <div className={styles.header} data-testid="matrix-header">
        <span className={styles.title}>{title}</span>
        {analysisName && <i>{analysisName}</i>}
      </div>
      <nav className={styles.menu} aria-label={menuLabel} data-testid="matrix-menu">
        {menu.map(({ to, label, end = true }) => (
          <NavLink key={to} to={to} end={end} className={styles.link}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
      {bottomBar && (
        <div ref={setBar} className={styles.bottomBar} data-testid="matrix-bottom-bar">
          {bottomBar}
        </div>
      )}
    </div>
  );
}

/** The element's height in pixels, kept up to date as it changes (0 until measured, or without one). */
function useHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

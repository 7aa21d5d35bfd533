import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useHost } from 'contracts/client';
import { texts } from '../../../texts';
import styles from './Header.module.css';

/** Which item takes the focus when the menu opens (ArrowUp on the button opens at the last one). */
type OpenAt = 'first' | 'last';

/**
 * Seed "Gear dropdown 'Configurações'": Empresas, Conta, Administração, Sair. A menu button
 * (WAI-ARIA APG): opening moves the focus into the menu, the arrows, Home and End move
 * between the items, Escape closes and gives the focus back to the button, Tab closes and
 * goes on from the button, and a click outside closes.
 */
export function GearMenu() {
  const host = useHost();
  const [openAt, setOpenAt] = useState<OpenAt | null>(null);
  const open = openAt !== null;
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!openAt) return;
    (openAt === 'first' ? items()[0] : items().at(-1))?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [openAt]);

  const close = () => setOpenAt(null);
  const closeToButton = () => {
    button.current?.focus();
    close();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space open through the button's click.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      close();
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: all[(index + 1) % all.length],
      ArrowUp: all[(index - 1 + all.length) % all.length],
      Home: all[0],
      End: all.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    } else if (event.key === 'Tab') {
      // The browser's own Tab then moves on from the button, as if the menu were not there.
      closeToButton();
    }
  };

  const company = host.currentCompany;
  return (
    <div className={styles.gear} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.gearButton}
        aria-label={texts.header.settings}
        title={texts.header.settings}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpenAt(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
        data-testid="settings-menu-button"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M19.14 12.94a7.49 7.49 0 0 0 0-1.88l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.03 7.03 0 0 0-1.63-.94l-.36-2.54a.5.5 0 0 0-.5-.42h-3.84a.5.5 0 0 0-.5.42l-.36 2.54c-.58.24-1.13.55-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.71 8.84a.5.5 0 0 0 .12.64l2.03 1.58a7.49 7.49 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.13.22.39.3.6.22l2.39-.96c.5.39 1.05.7 1.63.94l.36 2.54c.05.24.26.42.5.42h3.84c.24 0 .45-.18.5-.42l.36-2.54c.58-.24 1.13-.55 1.63-.94l2.39.96c.22.08.47 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64l-2.03-1.58ZM12 15.5A3.5 3.5 0 1 1 12 8.5a3.5 3.5 0 0 1 0 7Z"
          />
        </svg>
      </button>
      {open && (
        <ul ref={menu} id={menuId} className={styles.menu} role="menu" aria-label={texts.header.settings} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/empresas" onClick={close}>
              {texts.header.companies}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/configuracoes" onClick={close}>
              {texts.header.account}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={company ? `/administracao/${company.id}` : '/administracao'} onClick={close}>
              {texts.header.administration}
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                void host.logout();
              }}
            >
              {texts.header.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

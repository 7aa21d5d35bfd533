import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useHost } from 'contracts/client';
import { texts } from '../../../texts';
import styles from './Header.module.css';

/** Seed "Gear dropdown 'Configurações'": Empresas, Conta, Administração, Sair. */
export function GearMenu() {
  const host = useHost();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const company = host.currentCompany;
  const close = () => setOpen(false);
  return (
    <div className={styles.gear} ref={container}>
      <button
        type="button"
        className={styles.gearButton}
        aria-label={texts.header.settings}
        title={texts.header.settings}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
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
        <ul className={styles.menu} role="menu" aria-label={texts.header.settings}>
          <li role="none">
            <Link role="menuitem" to="/empresas" onClick={close}>
              {texts.header.companies}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/configuracoes" onClick={close}>
              {texts.header.account}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={company ? `/administracao/${company.id}` : '/administracao'} onClick={close}>
              {texts.header.administration}
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
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

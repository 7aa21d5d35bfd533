import { texts } from '../../../texts';

/** Lock icon of a blocked company (mode 0). */
export function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={texts.companies.blockedIcon} data-testid="company-lock-icon">
      <title>{texts.companies.blockedIcon}</title>
      <path fill="#c62828" d="M17 9h-1V7a4 4 0 1 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 1 1 4 0v2h-4V7Z" />
    </svg>
  );
}

/** Demo icon of a trial company (mode 1). */
export function DemoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={texts.companies.demoIcon} data-testid="company-demo-icon">
      <title>{texts.companies.demoIcon}</title>
      <path fill="#ef6c00" d="M9 2h6v2h-1v5.3l5.6 9.7A2 2 0 0 1 17.9 22H6.1a2 2 0 0 1-1.7-3L10 9.3V4H9V2Zm1.8 13h2.4v-2h-2.4v2Zm0 4h2.4v-2.4h-2.4V19Z" />
    </svg>
  );
}

import { texts } from '../../../texts';

const ICONS = {
  lock: {
    label: texts.companies.blockedIcon,
    testId: 'company-lock-icon',
    color: '#c62828',
    path: 'M17 9h-1V7a4 4 0 1 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 1 1 4 0v2h-4V7Z',
  },
  demo: {
    label: texts.companies.demoIcon,
    testId: 'company-demo-icon',
    color: '#ef6c00',
    path: 'M9 2h6v2h-1v5.3l5.6 9.7A2 2 0 0 1 17.9 22H6.1a2 2 0 0 1-1.7-3L10 9.3V4H9V2Zm1.8 13h2.4v-2h-2.4v2Zm0 4h2.4v-2.4h-2.4V19Z',
  },
} as const;

/** The 18px icon of a company mode, with its accessible name. */
function ModeIcon({ icon }: { icon: keyof typeof ICONS }) {
  const { label, testId, color, path } = ICONS[icon];
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={label} data-testid={testId}>
      <title>{label}</title>
      <path fill={color} d={path} />
    </svg>
  );
}

/** Lock icon of a blocked company (mode 0). */
export const LockIcon = () => <ModeIcon icon="lock" />;

/** Demo icon of a trial company (mode 1). */
export const DemoIcon = () => <ModeIcon icon="demo" />;

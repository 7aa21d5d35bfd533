import { Link } from 'react-router-dom';
import { CompanyMode, companyAccessText, companyStatusText, formatShortDate, type Company } from 'contracts';
import { useGetCompaniesAdminQuery, useGetCompanyBasicInfoQuery } from './companies-api.js';
import type { CompanyStatusBarProps } from './host.js';
import fieldStyles from '../ui/field.module.css';

/** Support address named by the status bar's contact message (and the plans page). */
export const SUPPORT_EMAIL = 'suporte@estrategia.app.br';

/** pt-BR texts of the company status bar. */
const COMPANY_STATUS_BAR_TEXTS = {
  label: 'Empresa / Consultoria:',
  none: 'Nenhuma empresa disponível para listagem.',
  companiesLink: 'Ver empresas',
  plans: 'planos',
  contact: (email: string) => `Dúvidas ou quer mudar de plano? Escreva para ${email}.`,
  createdAt: 'Data de Criação:',
  loading: 'carregando empresas...',
} as const;

/**
 * While the bar is on screen the shown company's basic info is asked again this often (and
 * when the window regains focus), so a lock or unlock made by someone else shows without a
 * reload. Polling pauses while the tab is hidden.
 */
export const COMPANY_STATUS_POLL_MS = 5_000;

type CompanyStatusLevel = 'normal' | 'warning' | 'danger';

/** Bar colour by status: blocked is danger, trial is warning, full is normal. */
const companyStatusLevel = (mode: Company['company_mode']): CompanyStatusLevel =>
  mode === CompanyMode.Blocked ? 'danger' : mode === CompanyMode.Demo ? 'warning' : 'normal';

// The design tokens' status colours (contracts/ui/tokens.module.css), AA contrast.
const LEVEL_STYLES: Record<CompanyStatusLevel, { background: string; borderColor: string; color: string }> = {
  normal: { background: 'var(--color-success-soft)', borderColor: 'var(--color-success-border)', color: 'var(--color-success)' },
  warning: { background: 'var(--color-warning-soft)', borderColor: 'var(--color-warning-border)', color: 'var(--color-warning)' },
  danger: { background: 'var(--color-danger-soft)', borderColor: 'var(--color-danger-border)', color: 'var(--color-danger)' },
};

/** The access in words, when the dated status does not already say it. */
function AccessSummary({ company }: { company: Company }) {
  const access = companyAccessText(company.company_mode);
  const status = companyStatusText(company.company_mode, company.company_lock_date, formatShortDate);
  if (access === status) return null;
  return (
    <strong data-testid="company-access-text">
      {access} <span aria-hidden="true">·</span>
    </strong>
  );
}

/**
 * The company status bar the administration and plans pages share: the company dropdown,
 * the status text by company_mode and lock date, a "planos" button, the support contact and
 * the creation date, coloured by status. The shell offers it through the host interface.
 */
export function CompanyStatusBar({ companyId, onSelect, children, accessSummary = false }: CompanyStatusBarProps) {
  const { data: companies, isLoading } = useGetCompaniesAdminQuery();
  const listed = companies?.find((item) => item.id === companyId) ?? null;
  // The live answer of the shown company (shared with the shell's header and guards).
  const { data: live } = useGetCompanyBasicInfoQuery(listed?.id ?? 0, {
    skip: listed === null,
    pollingInterval: COMPANY_STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const t = COMPANY_STATUS_BAR_TEXTS;
  if (isLoading) return <p role="status">{t.loading}</p>;
  if (!companies || companies.length === 0) {
    return (
      <p data-testid="company-status-bar-empty">
        {t.none} <Link to="/empresas">{t.companiesLink}</Link>
      </p>
    );
  }
  const company = listed && live?.id === listed.id ? { ...listed, ...live } : listed;
  const level = company ? companyStatusLevel(company.company_mode) : 'normal';
  return (
    <section
      data-testid="company-status-bar"
      data-level={level}
      style={{ ...LEVEL_STYLES[level], borderWidth: 1, borderStyle: 'solid', borderRadius: 6, padding: '12px 16px', margin: '12px 0' }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        {/* Never wider than the bar: a long company name shortens the select instead (a phone). */}
        <label style={{ minWidth: 0, maxWidth: '100%' }}>
          {t.label}{' '}
          <select
            className={fieldStyles.control}
            style={{ width: 'auto', maxWidth: '100%' }}
            value={company ? String(company.id) : ''}
            onChange={(event) => onSelect(Number(event.target.value))}
          >
            {!company && <option value="" disabled />}
            {companies.map((item) => (
              <option key={item.id} value={item.id}>
                {item.fantasy_name}
              </option>
            ))}
          </select>
        </label>
        {company && (
          <>
            {accessSummary && <AccessSummary company={company} />}
            <strong data-testid="company-status-text">
              {companyStatusText(company.company_mode, company.company_lock_date, (iso) => formatShortDate(iso))}
            </strong>
            <Link to={`/planos/${company.id}`} style={{ color: 'inherit' }}>
              {t.plans}
            </Link>
          </>
        )}
      </div>
      {company && (
        <>
          <p style={{ margin: '8px 0 0' }}>{t.contact(SUPPORT_EMAIL)}</p>
          <p style={{ margin: '4px 0 0' }}>
            {t.createdAt} <span data-testid="company-date-joined">{formatShortDate(company.date_joined)}</span>
          </p>
          {children && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>{children}</div>}
        </>
      )}
    </section>
  );
}

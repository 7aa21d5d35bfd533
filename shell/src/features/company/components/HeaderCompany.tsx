import { Link } from 'react-router-dom';
import { CompanyMode, remainingDays, trialNotice } from 'contracts';
import type { HostCompany } from 'contracts/client';
import { texts } from '../../../texts';
import styles from './HeaderCompany.module.css';

/** Trial notice of a demo company (mode 1): "N dias restantes", or "N dias" when negative. */
export function TrialNotice({ company }: { company: HostCompany | null }) {
  if (company?.company_mode !== CompanyMode.Demo) return null;
  const days = remainingDays(company.company_lock_date);
  if (days === null) return null;
  return (
    <span className={styles.trial} data-testid="header-trial-notice">
      {trialNotice(days)}
    </span>
  );
}

/** " - {fantasy_name}" linking to /empresas, or "Selecione a sua empresa" without a company. */
export function HeaderCompany({ company }: { company: HostCompany | null }) {
  if (!company) {
    return (
      <Link to="/selecionarEmpresa" className={styles.company} data-testid="header-company">
        {texts.company.selectCompany}
      </Link>
    );
  }
  return (
    <span>
      {' - '}
      <Link to="/empresas" className={styles.company} title={texts.company.companiesTooltip} data-testid="header-company">
        {company.fantasy_name}
      </Link>
    </span>
  );
}

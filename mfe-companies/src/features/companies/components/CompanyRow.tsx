import { Link } from 'react-router-dom';
import { canDeleteCompany, canEditCompany, canUnlink, CompanyMode, type Company, viewerOfCompany } from 'contracts';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { DemoIcon, LockIcon } from './CompanyIcons';
import rowStyles from './CompaniesPage.module.css';

interface CompanyRowProps {
  company: Company;
  manage: boolean;
  selecting: boolean;
  onSelect: (company: Company) => void;
  onDelete: (company: Company) => void;
  onUnlink: (company: Company) => void;
  onDemoInfo: (companyId: number) => void;
}

/** One company: lock icon (mode 0) or demo icon (mode 1), its name, and the actions the user may take. */
export function CompanyRow({ company, manage, selecting, onSelect, onDelete, onUnlink, onDemoInfo }: CompanyRowProps) {
  const viewer = viewerOfCompany(company);
  const blocked = company.company_mode === CompanyMode.Blocked;
  return (
    <li className={rowStyles.row} data-testid={`company-row-${company.id}`}>
      <div className={rowStyles.main}>
        {blocked && <LockIcon />}
        {company.company_mode === CompanyMode.Demo && (
          <button type="button" className={styles.link} onClick={() => onDemoInfo(company.id)} aria-label={texts.companies.demoIcon}>
            <DemoIcon />
          </button>
        )}
        <button
          type="button"
          className={rowStyles.name}
          disabled={selecting}
          onClick={() => onSelect(company)}
          aria-label={texts.companies.select(company.fantasy_name)}
        >
          {company.fantasy_name}
        </button>
        {manage && (
          <span className={rowStyles.actions}>
            {canEditCompany(viewer) && <Link to={`/atualizarEmpresa/${company.id}`}>{texts.companies.edit}</Link>}
            {canDeleteCompany(viewer) && (
              <button type="button" className={styles.link} onClick={() => onDelete(company)}>
                {texts.companies.delete}
              </button>
            )}
            {canUnlink(viewer) && (
              <button type="button" className={styles.link} onClick={() => onUnlink(company)}>
                {texts.companies.unlink}
              </button>
            )}
          </span>
        )}
      </div>
      {blocked && (
        <p className={rowStyles.expired} data-testid="company-expired">
          {texts.companies.expired.text} <Link to={`/planos/${company.id}`}>{texts.companies.expired.renew}</Link>
        </p>
      )}
    </li>
  );
}

import { Link } from 'react-router-dom';
import { canDeleteCompany, canEditCompany, canUnlink, CompanyMode, type Company, viewerOfCompany } from 'contracts';
import { Button } from 'contracts/ui';
import { texts } from '../../../texts';
import { DemoIcon, LockIcon } from './CompanyIcons';
import styles from './CompaniesPage.module.css';

interface CompanyRowProps {
  company: Company;
  manage: boolean;
  selecting: boolean;
  onSelect: (company: Company) => void;
  onDelete: (company: Company) => void;
  onUnlink: (company: Company) => void;
  onDemoInfo: (companyId: number) => void;
}

/** One company: lock icon (mode 0) or demo icon (mode 1), its name (a link-looking button that opens it), and the actions the user may take. */
export function CompanyRow({ company, manage, selecting, onSelect, onDelete, onUnlink, onDemoInfo }: CompanyRowProps) {
  const viewer = viewerOfCompany(company);
  const blocked = company.company_mode === CompanyMode.Blocked;
  return (
    <li className={styles.row} data-testid={`company-row-${company.id}`}>
      <div className={styles.main}>
        {blocked && <LockIcon />}
        {company.company_mode === CompanyMode.Demo && (
          <Button variant="link" className={styles.icon} onClick={() => onDemoInfo(company.id)} aria-label={texts.companies.demoIcon}>
            <DemoIcon />
          </Button>
        )}
        <button
          type="button"
          className={styles.name}
          disabled={selecting}
          onClick={() => onSelect(company)}
          aria-label={texts.companies.select(company.fantasy_name)}
        >
          {company.fantasy_name}
        </button>
        {manage && (
          <span className={styles.actions}>
            {canEditCompany(viewer) && <Link to={`/atualizarEmpresa/${company.id}`}>{texts.companies.edit}</Link>}
            {canDeleteCompany(viewer) && (
              <Button variant="link" onClick={() => onDelete(company)}>
                {texts.companies.delete}
              </Button>
            )}
            {canUnlink(viewer) && (
              <Button variant="link" onClick={() => onUnlink(company)}>
                {texts.companies.unlink}
              </Button>
            )}
          </span>
        )}
      </div>
      {blocked && (
        <p className={styles.expired} data-testid="company-expired">
          {texts.companies.expired.text} <Link to={`/planos/${company.id}`}>{texts.companies.expired.renew}</Link>
        </p>
      )}
    </li>
  );
}

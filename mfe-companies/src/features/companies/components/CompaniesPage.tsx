import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Company } from 'contracts';
import { DemoInfoDialog, useGetMyCompaniesQuery, useSetActiveCompanyMutation } from 'contracts/client';
import { buttonClasses, EmptyState, ErrorAlert, generalErrorOf, LoadingState, Notice } from 'contracts/ui';
import { texts } from '../../../texts';
import pageStyles from './CompaniesPage.module.css';
import { CompanyRow } from './CompanyRow';
import { DeleteCompanyDialog } from './DeleteCompanyDialog';
import { UnlinkCompanyDialog } from './UnlinkCompanyDialog';

/** /empresas (management mode) and /selecionarEmpresa (select mode) are one screen. */
export function CompaniesPage({ mode }: { mode: 'manage' | 'select' }) {
  const navigate = useNavigate();
  const { data, isLoading, error } = useGetMyCompaniesQuery();
  const [setActiveCompany, { error: selectError, isLoading: selecting }] = useSetActiveCompanyMutation();
  const [companyToDelete, setCompanyToDelete] = useState<Company | null>(null);
  const [companyToUnlink, setCompanyToUnlink] = useState<Company | null>(null);
  const [demoInfoCompanyId, setDemoInfoCompanyId] = useState<number | null>(null);
  const manage = mode === 'manage';

  const select = async (company: Company) => {
    const result = await setActiveCompany(company.id);
    if ('data' in result) await navigate(`/empresa/${company.id}`);
  };

  return (
    <section className={pageStyles.page}>
      <h1 data-testid={manage ? 'companies-page' : 'select-company-page'}>
        {manage ? texts.companies.manageTitle : texts.companies.selectTitle}
      </h1>
      <p>{texts.companies.intro}</p>
      <p>{texts.companies.missingCompany}</p>
      <ErrorAlert>{generalErrorOf(error) ?? generalErrorOf(selectError)}</ErrorAlert>
      {isLoading && <LoadingState label={texts.companies.loading} />}
      {data && (
        <>
          {data.companies.length === 0 && <EmptyState title={texts.companies.empty} testId="companies-empty" />}
          {data.companies.length > 0 && (
            <ul className={pageStyles.list} aria-label={texts.companies.manageTitle}>
              {data.companies.map((company) => (
                <CompanyRow
                  key={company.id}
                  company={company}
                  manage={manage}
                  selecting={selecting}
                  onSelect={(item) => void select(item)}
                  onDelete={setCompanyToDelete}
                  onUnlink={setCompanyToUnlink}
                  onDemoInfo={setDemoInfoCompanyId}
                />
              ))}
            </ul>
          )}
          {manage &&
            (data.canCreateCompany ? (
              <Link to="/novaEmpresa" className={buttonClasses('primary')} data-testid="create-company">
                {texts.companies.create}
              </Link>
            ) : (
              <Notice tone="warning" testId="cannot-create-company">
                {texts.companies.cannotCreate}
              </Notice>
            ))}
        </>
      )}
      {companyToDelete && <DeleteCompanyDialog company={companyToDelete} onClose={() => setCompanyToDelete(null)} />}
      {companyToUnlink && <UnlinkCompanyDialog company={companyToUnlink} onClose={() => setCompanyToUnlink(null)} />}
      {demoInfoCompanyId !== null && <DemoInfoDialog companyId={demoInfoCompanyId} />}
    </section>
  );
}

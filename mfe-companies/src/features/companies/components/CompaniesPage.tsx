import { texts } from '../../../texts';

/** /empresas (management mode) and /selecionarEmpresa (select mode) are one screen (seed §2). */
export function CompaniesPage({ mode }: { mode: 'manage' | 'select' }) {
  return (
    <h1 data-testid={mode === 'select' ? 'select-company-page' : 'companies-page'}>
      {mode === 'select' ? texts.companies.selectTitle : texts.companies.manageTitle}
    </h1>
  );
}

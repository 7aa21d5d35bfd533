import type { RemoteRoutes } from 'contracts/client';
import { texts } from './texts';

const companiesPage = (mode: 'manage' | 'select') => async () => {
  const { CompaniesPage } = await import('./features/companies/components/CompaniesPage');
  return { Component: () => <CompaniesPage mode={mode} /> };
};

// Route objects only: each page's code is a lazy chunk, so loading this module stays cheap.
const routes: RemoteRoutes = [
  { path: 'empresas', handle: { title: texts.companies.manageTitle }, lazy: companiesPage('manage') },
  { path: 'selecionarEmpresa', handle: { title: texts.companies.selectTitle }, lazy: companiesPage('select') },
  {
    path: 'novaEmpresa',
    handle: { title: texts.newCompany.title },
    lazy: async () => ({ Component: (await import('./features/new-company/components/NewCompanyPage')).NewCompanyPage }),
  },
  {
    path: 'atualizarEmpresa/:companyId',
    handle: { title: texts.updateCompany.title },
    lazy: async () => ({
      Component: (await import('./features/update-company/components/UpdateCompanyPage')).UpdateCompanyPage,
    }),
  },
  {
    // A static segment outranks ":companyId", so /administracao/acessos is never a company id.
    path: 'administracao/acessos',
    handle: { title: texts.analytics.title },
    lazy: async () => ({
      Component: (await import('./features/access-analytics/components/AccessAnalyticsPage')).AccessAnalyticsPage,
    }),
  },
  {
    path: 'administracao/:companyId?',
    handle: { title: texts.administration.title },
    lazy: async () => ({
      Component: (await import('./features/administration/components/AdministrationPage')).AdministrationPage,
    }),
  },
];

export default routes;

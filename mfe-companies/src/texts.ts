/** Every user-visible text of mfe-companies (pt-BR, seed-accounts-companies §2). */
export const texts = {
  companies: { manageTitle: 'Empresas', selectTitle: 'Selecione a sua empresa' },
  newCompany: { title: 'Nova Empresa' },
  updateCompany: { title: 'Atualizar Empresa' },
  administration: { title: 'Administração' },
} as const;

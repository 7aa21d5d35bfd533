import { MESSAGES } from 'contracts';

const monthsText = (months: number) => `${months} ${months === 1 ? 'mês' : 'meses'}`;

/** Every user-visible text of mfe-plans (pt-BR). */
export const texts = {
  plans: {
    title: 'Planos',
    loading: 'carregando planos...',
    noCompanies: 'Nenhuma empresa disponível para listagem.',
    companiesLink: 'Ver empresas',
    noProducts: 'Não existem planos disponíveis ainda.',
    support: (email: string) => `Fale com o suporte em ${email}.`,
    perMonth: '/mês',
    total: (months: number) => `Total em ${monthsText(months)}:`,
    months: monthsText,
    subscribe: 'Assinar',
    recommended: 'Recomendado',
    cannotBuy: MESSAGES.buyPlanForbidden,
    manageProducts: 'Gerenciar planos',
    sandbox: 'Ambiente de teste: os pagamentos são simulados, nenhuma cobrança é real.',
    /** Back from the checkout: what became of the payment (issue 23). */
    outcome: {
      approved: 'Pagamento aprovado: o acesso da empresa foi liberado.',
      rejected: 'Pagamento recusado: nada foi cobrado.',
      cancelled: 'Pagamento cancelado: nada foi cobrado.',
      refunded: 'Pagamento estornado: o valor foi devolvido.',
      processing: 'Pagamento em processamento: a situação aparece aqui assim que o provedor confirmar.',
    },
    purchases: {
      title: 'Compras',
      empty: 'Nenhuma compra desta empresa ainda.',
      columns: { date: 'Data/Hora', product: 'Produto', value: 'Valor', status: 'Situação' },
    },
  },
  checkoutReturn: {
    redirecting: 'Redirecionando para página de planos...',
  },
  products: {
    title: 'Produtos',
    intro: 'Os planos à venda na página de planos, na ordem do campo "Ordem".',
    sysAdminOnly: MESSAGES.sysAdminOnly,
    create: 'Novo plano',
    edit: 'Editar',
    delete: 'Excluir',
    empty: 'Nenhum plano cadastrado.',
    columns: { order: 'Ordem', name: 'Nome', cost: 'Valor mensal', months: 'Meses', total: 'Total', highlighted: 'Destaque' },
    highlighted: 'sim',
    form: {
      createTitle: 'Novo plano',
      editTitle: 'Editar plano',
      name: 'Nome',
      cost: 'Valor mensal (R$)',
      costHint: 'Ex.: 49,90',
      months: 'Duração (meses)',
      description: 'Descrição',
      incentivar: 'Destacar este plano (incentivar)',
      ordem: 'Ordem',
      save: 'Salvar',
      cancel: 'Cancelar',
      created: 'Plano criado.',
      saved: 'Plano salvo.',
    },
    deleteDialog: {
      title: 'Excluir plano',
      text: (name: string) => `Excluir o plano "${name}"? As compras já feitas continuam registradas.`,
      confirm: 'Excluir',
      cancel: 'Cancelar',
      deleted: 'Plano excluído.',
    },
    back: 'Voltar para os planos',
  },
} as const;

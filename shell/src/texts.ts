/** Every user-visible text of the shell (pt-BR). Texts shared with other apps live in contracts' MESSAGES. */
export const texts = {
  appName: 'Estratégia',
  loading: 'Carregando...',
  header: {
    home: 'Página inicial',
    settings: 'Configurações',
    companies: 'Empresas',
    account: 'Conta',
    administration: 'Administração',
    logout: 'Sair',
  },
  company: {
    selectCompany: 'Selecione a sua empresa',
    companiesTooltip: 'Clique para ver as empresas disponíveis',
    // Why the company guard sent the user elsewhere (issue 23).
    noAccess: 'Você não tem acesso a esta empresa (ou ela não existe mais).',
    loadFailed: 'Não foi possível abrir a empresa. Tente novamente.',
    blocked: 'Esta empresa está bloqueada: renove um plano para voltar a usá-la.',
  },
  session: {
    retry: 'Tentar novamente',
  },
  notFound: {
    title: 'Página não encontrada',
    heading: '404',
    home: 'Voltar para a página inicial',
  },
  notifications: {
    region: 'Notificações',
    close: 'Fechar notificação',
  },
  navigationProgress: 'Carregando página',
  /** A new shell version is installed (service worker): "Nova versão disponível — Recarregar". */
  update: {
    available: 'Nova versão disponível',
    reload: 'Recarregar',
  },
} as const;

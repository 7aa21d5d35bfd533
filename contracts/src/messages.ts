/**
 * Every pt-BR text that both server and clients use, from the seeds' error catalogues
 * (seed-accounts-companies §5, §8; seed-matrices-plans §8) and DECISIONS.md. One place:
 * a text changes here and nowhere else.
 */
export const MESSAGES = {
  // General
  communicationError: 'Ocorreu um problema de comunicação com o servidor. Por favor, consulte o suporte.',
  notFoundPage: 'Página não encontrada. Verifique a url e tente novamente.',
  apiNotFound: 'Recurso não encontrado.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  invalidInput: 'Dados inválidos. Verifique os campos destacados.',
  payloadTooLarge: 'O corpo da requisição é grande demais.',
  unauthenticated: 'Você precisa entrar na sua conta para continuar.',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  xsrfRejected: 'Requisição recusada: token de segurança (XSRF) ausente ou inválido. Recarregue a página e tente novamente.',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  databaseUnavailable: 'O banco de dados está indisponível no momento. Tente novamente em instantes.',
  internalError: 'Ocorreu um erro inesperado no servidor. Por favor, consulte o suporte.',
  methodNotAllowed: 'Método não permitido para este recurso.',
  frontendUnavailable: 'A interface do sistema não está disponível no momento. Por favor, consulte o suporte.',

  // Client validation (seed-accounts-companies §5, §8)
  emailRequired: 'Campo e-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  passwordRequired: 'Campo senha é obrigatório',
  nameRequired: 'Campo nome é obrigatório',
  fieldRequired: 'Campo é obrigatório',
  nameEmpty: 'Nome não pode ser vazio',
  emailEmpty: 'E-mail não pode ser vazio',
  passwordNeedsDigits: 'A senha precisa conter números',
  passwordNeedsLetters: 'A senha precisa conter letras',
  passwordTooShort: 'A senha precisa ter no mínimo 8 caracteres',
  passwordTooShortAccount: 'A senha precisa ter no mínimo 8 caracteres.',
  passwordTooLong: 'A senha pode ter no máximo 128 caracteres',
  passwordMismatch: 'Confirmação de senha não bate com senha',
  termsRequired: 'Você precisa concordar com os termos de uso',
  invalidFutureDate: 'Data inválida. Selecione uma data futura.',
  textTooLong: 'Texto longo demais',
  textInvalid: 'O texto contém caracteres inválidos.',

  // Companies, staff and administration (seed-accounts-companies §5-§8, DECISIONS.md §3)
  invalidId: 'Identificador inválido.',
  invalidChoice: 'Selecione uma opção válida.',
  invalidRole: 'Cargo inválido.',
  companyNotFound: 'Empresa não encontrada.',
  deleteCompanyForbidden: 'Apenas o proprietário da empresa pode excluí-la.',
  companyEditForbidden: 'Apenas o proprietário ou um administrador da empresa pode alterá-la.',
  staffManageForbidden: 'Apenas o proprietário ou um administrador da empresa pode gerenciar colaboradores.',
  assignOwnerForbidden: 'Apenas um administrador do sistema pode definir ou alterar o proprietário da empresa.',
  lastOwner: 'A empresa precisa ter ao menos um proprietário.',
  notCollaborator: 'Este usuário não é colaborador desta empresa.',
  sysAdminOnly: 'Apenas um administrador do sistema pode realizar esta ação.',
  createCompanyForbidden: 'Para criar uma nova empresa, cadastre primeiro uma forma de pagamento.',
  collaboratorAdded: 'Colaborador adicionado à empresa',

  // Analyses (DECISIONS.md §3, MATRICES.md)
  analysisNotFound: 'Análise não encontrada.',
  analysisEditForbidden: 'Funcionários podem apenas consultar as análises. Peça a um proprietário, administrador ou consultor da empresa para alterá-las.',
  companyBlocked: 'O acesso desta empresa está bloqueado. Renove a assinatura na página de planos para voltar a usar as análises.',
  invalidMonth: 'Mês inválido. Informe uma data no formato AAAA-MM-DD.',
  invalidMoney: 'Valor inválido. Informe um valor em reais, não negativo, com no máximo 2 casas decimais.',
  invalidGrouping: 'Agrupamento inválido: use month, trimester, semester ou year.',

  // Accounts (server answers; seed-accounts-companies §2, DECISIONS.md §1-2)
  registered: 'Conta criada com sucesso',
  registeredMailFailed:
    'Conta criada com sucesso, mas não foi possível enviar o e-mail de confirmação agora. Peça um novo em /reenviarEmailDeConfirmacao.',
  emailTaken: 'Já existe uma conta com este e-mail. Se você esqueceu a senha, use "Esqueceu sua senha?" na página de login.',
  invalidCredentials: 'E-mail ou senha incorretos.',
  emailNotConfirmed:
    'Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo em /reenviarEmailDeConfirmacao.',
  emailConfirmationFailedText:
    'Não foi possível confirmar o e-mail: o link é inválido, expirou ou o e-mail mudou. Peça um novo em /reenviarEmailDeConfirmacao.',
  emailConfirmedText: 'E-mail confirmado com sucesso.',
  confirmationResent: 'Se este e-mail tiver uma conta ainda não confirmada, enviamos um novo e-mail de confirmação.',
  recoveryEmailSent: 'Já te enviamos um e-mail para que você possa redefinir sua senha.',
  resetLinkInvalid: 'Link de redefinição de senha inválido ou expirado. Peça um novo em "Esqueceu sua senha?".',
  passwordResetDone: 'Senha redefinida com sucesso.',
  loggedOut: 'Você saiu da sua conta.',
  nameUpdated: 'Nome alterado com sucesso.',
  passwordUpdated: 'Senha alterada com sucesso.',
  oldPasswordWrong: 'Senha atual incorreta.',
  notYourAccount: 'Você só pode alterar os dados da sua própria conta.',

  // Analyses: MCP (issue 9)
  colorInvalid: 'Cor inválida.',
  growthThresholdInvalid: 'Informe um limite de crescimento entre -100% e 1000% (ex.: 0,10 para 10%).',
  valueInvalid: 'Valor inválido.',
  groupingInvalid: 'Agrupamento inválido: use 1 (mês), 3 (trimestre), 6 (semestre) ou 12 (ano).',
  tooManyRows: 'Linhas demais em uma só requisição.',
  duplicateRows: 'O mesmo item aparece mais de uma vez no mesmo mês.',
  periodOrder: 'O fim do período deve ser igual ou posterior ao início.',
  nameTaken: 'Já existe um item com este nome.',

  // Remote loading (shell)
  remoteLoadFailed: 'Não foi possível carregar esta parte do sistema. Verifique sua conexão e tente novamente.',
  remoteRetry: 'Tentar novamente',
} as const;

export type MessageKey = keyof typeof MESSAGES;

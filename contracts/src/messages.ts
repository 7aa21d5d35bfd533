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
  invalidFutureDate: 'Data inválida. Selecione uma data futura.',
  textTooLong: 'Texto longo demais',

  // Remote loading (shell)
  remoteLoadFailed: 'Não foi possível carregar esta parte do sistema. Verifique sua conexão e tente novamente.',
  remoteRetry: 'Tentar novamente',
} as const;

export type MessageKey = keyof typeof MESSAGES;

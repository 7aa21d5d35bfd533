/** Every user-visible text of mfe-accounts (pt-BR, seed-accounts-companies §2). */
export const texts = {
  login: { title: 'Seja bem vindo!' },
  register: { title: 'Crie sua conta' },
  confirmEmail: { title: 'Confirmação de e-mail' },
  resendConfirmation: { title: 'Reenvio de e-mail de confirmação' },
  resetPassword: { title: 'Recuperar senha' },
  account: { title: 'Conta' },
} as const;

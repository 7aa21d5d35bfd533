import { INVITATION_QUERY } from 'contracts';
import type { RemoteRoutes } from 'contracts/client';
import { texts } from './texts';

// Route objects only: each page's code is a lazy chunk, so loading this module stays cheap.
const routes: RemoteRoutes = [
  {
    path: 'login',
    handle: { title: texts.login.title },
    lazy: async () => ({ Component: (await import('./features/login/components/LoginPage')).LoginPage }),
  },
  {
    path: 'registro',
    handle: { title: texts.register.title },
    lazy: async () => ({ Component: (await import('./features/register/components/RegisterPage')).RegisterPage }),
  },
  {
    path: 'termos',
    handle: { title: texts.terms.title },
    lazy: async () => ({ Component: (await import('./features/terms/components/TermsPage')).TermsPage }),
  },
  {
    path: 'confirmacaoDeEmail/:email/:token',
    handle: { title: texts.confirmEmail.title },
    lazy: async () => ({
      Component: (await import('./features/confirm-email/components/ConfirmEmailPage')).ConfirmEmailPage,
    }),
  },
  {
    path: 'reenviarEmailDeConfirmacao',
    handle: { title: texts.resendConfirmation.title },
    lazy: async () => ({
      Component: (await import('./features/resend-confirmation/components/ResendConfirmationPage')).ResendConfirmationPage,
    }),
  },
  {
    path: 'redefinirSenha/:idencoded/:token',
    // The invitation's link is flagged: the person chooses a first password.
    handle: { title: (query: URLSearchParams) => (query.has(INVITATION_QUERY) ? texts.invitation.title : texts.resetPassword.title) },
    lazy: async () => ({
      Component: (await import('./features/reset-password/components/ResetPasswordPage')).ResetPasswordPage,
    }),
  },
  {
    path: 'configuracoes',
    handle: { title: texts.account.title },
    lazy: async () => ({ Component: (await import('./features/account/components/AccountPage')).AccountPage }),
  },
];

export default routes;

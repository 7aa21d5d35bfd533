import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from 'contracts';
import { DevHost } from 'contracts/dev-host';
import { routePatterns, useFakeNetwork } from 'contracts/testing';
import routes from './routes';

// Calls nobody scripted answer 404, never a real server.
useFakeNetwork();

describe('mfe-accounts routes', () => {
  it.each([
    ['/login', 'login-page', 'Seja bem vindo!'],
    ['/registro', 'register-page', 'Crie sua conta'],
    ['/confirmacaoDeEmail/ana%40exemplo.com/tok123', 'confirm-email-page', 'Confirmação de e-mail'],
    ['/reenviarEmailDeConfirmacao', 'resend-confirmation-page', 'Reenvio de e-mail de confirmação'],
    ['/redefinirSenha/MQ/tok123', 'reset-password-page', 'Recuperar senha'],
    ['/configuracoes', 'account-page', 'Conta'],
    ['/termos', 'terms-page', 'Termos de uso'],
  ])('%s opens %s titled "%s"', async (path, testId, title) => {
    window.history.replaceState(null, '', path);
    render(<DevHost routes={routes} name="mfe_accounts" />);
    const page = await screen.findByTestId(testId);
    expect(page.querySelector('h1')?.textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names its pages as the table of pages says (the server counts views of those only)', () => {
    expect(routePatterns(routes).sort()).toEqual([...PAGE_ROUTES.mfe_accounts].sort());
  });
});

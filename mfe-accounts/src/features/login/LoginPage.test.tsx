import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, rateLimitedMessage } from 'contracts';
import { getStoredToken } from 'contracts/client';
import { currentPath, errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPage } from '../../test/render-page';

const USER = { id: 4, first_name: 'Ana', email: 'ana@exemplo.com', token: 'tok-4', isSysAdmin: false };
const company = (id: number) => ({ id, fantasy_name: `Empresa ${id}` });

const network = useFakeNetwork();
afterEach(() => localStorage.clear());

const emailInput = () => screen.getByPlaceholderText('e-mail...');
const passwordInput = () => screen.getByPlaceholderText('senha...');
const submitButton = () => screen.getByRole('button', { name: /Entrar$/ }) as HTMLButtonElement;

async function openLogin() {
  renderPage('/login');
  expect(await screen.findByRole('heading', { name: 'Seja bem vindo!' })).toBeTruthy();
}

describe('login page', () => {
  it('shows the fields, placeholders, links and a disabled "Entrar" while the form is invalid', async () => {
    await openLogin();
    expect(emailInput()).toBeTruthy();
    expect(passwordInput().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Criar uma nova conta' }).getAttribute('href')).toBe('/registro');
    expect(screen.getByRole('button', { name: 'Esqueceu sua senha?' })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    // No error before the user touches a field.
    expect(screen.queryByText(MESSAGES.emailRequired)).toBeNull();
  });

  it('shows the validation messages once a field is touched or edited', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(emailInput());
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    await user.type(emailInput(), 'ana@');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    await user.type(passwordInput(), 'x');
    await user.clear(passwordInput());
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    await user.type(emailInput(), 'exemplo.com');
    await user.type(passwordInput(), 'segredo123');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText(MESSAGES.emailInvalid)).toBeNull();
  });

  it('shows a general error in a red alert, with the resend link when the e-mail is not confirmed', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/login', errorResponse({ general: [MESSAGES.emailNotConfirmed] }, 403));
    await openLogin();
    await user.type(emailInput(), 'ana@exemplo.com');
    await user.type(passwordInput(), 'segredo123');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Seu e-mail ainda não foi confirmado. Abra o link que enviamos para ele ou peça um novo e-mail: Reenviar e-mail de confirmação');
    // The server's text names the page's path for API clients; the page shows a link, not the path.
    expect(alert.textContent).not.toContain('/reenviarEmailDeConfirmacao');
    expect(within(alert).getByRole('link', { name: 'Reenviar e-mail de confirmação' }).getAttribute('href')).toBe('/reenviarEmailDeConfirmacao');
    expect(getStoredToken()).toBeNull();
  });

  it('shows a server field error under its field and clears it when that field is edited', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/login', errorResponse({ email: ['E-mail não encontrado no servidor'] }));
    await openLogin();
    await user.type(emailInput(), 'ana@exemplo.com');
    await user.type(passwordInput(), 'segredo123');
    await user.click(submitButton());
    expect((await screen.findByTestId('email-error')).textContent).toBe('E-mail não encontrado no servidor');
    // Under the field (read out as it arrives), not in the red box of general errors.
    expect(screen.getByRole('alert').textContent).toBe('E-mail não encontrado no servidor');
    expect(screen.queryByTestId('general-error')).toBeNull();
    await user.type(emailInput(), 'x');
    await waitFor(() => expect(screen.queryByTestId('email-error')).toBeNull());
  });

  it('sends the normalised e-mail, stores the token and opens the only company', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/login', okResponse(USER));
    network.on('GET /api/general/get_my_companies', okResponse({ companies: [company(9)], canCreateCompany: true }));
    await openLogin();
    await user.type(emailInput(), '  Ana@Exemplo.COM ');
    await user.type(passwordInput(), 'segredo123');
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/empresa/9'));
    expect(network.callsTo('POST /api/general/login')[0]?.body).toEqual({ email: 'ana@exemplo.com', password: 'segredo123' });
    expect(getStoredToken()).toBe('tok-4');
    expect(network.callsTo('GET /api/general/get_my_companies')[0]?.headers.get('authorization')).toBe('Token tok-4');
  });

  it.each([
    ['several companies', '/selecionarEmpresa', okResponse({ companies: [company(1), company(2)], canCreateCompany: true })],
    ['no company', '/empresas', okResponse({ companies: [], canCreateCompany: true })],
    ['a failed companies call', '/empresas', { status: 404, body: { success: false, message: 'Recurso não encontrado.' } }],
  ])('after login with %s opens %s', async (_case, target, companies) => {
    const user = userEvent.setup();
    network.on('POST /api/general/login', okResponse(USER));
    network.on('GET /api/general/get_my_companies', companies);
    await openLogin();
    await user.type(emailInput(), 'ana@exemplo.com');
    await user.type(passwordInput(), 'segredo123');
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe(target));
  });

  it('returns to the page the guest was sent from (?next=), query string included', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/login', okResponse(USER));
    const { router } = renderPage('/login?next=%2Fempresa%2F5%2Fmcp%3Faba%3D2');
    expect(await screen.findByRole('heading', { name: 'Seja bem vindo!' })).toBeTruthy();
    await user.type(emailInput(), 'ana@exemplo.com');
    await user.type(passwordInput(), 'segredo123');
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/empresa/5/mcp'));
    expect(router.state.location.search).toBe('?aba=2');
    expect(getStoredToken()).toBe('tok-4');
    // The page is known: the companies need not be asked where to land.
    expect(network.callsTo('GET /api/general/get_my_companies')).toHaveLength(0);
  });

  it.each(['https%3A%2F%2Fevil.example%2Fx', '%2F%2Fevil.example', '%2F%5Cevil.example'])(
    'never follows ?next=%s off this site: the companies decide',
    async (next) => {
      const user = userEvent.setup();
      network.on('POST /api/general/login', okResponse(USER));
      network.on('GET /api/general/get_my_companies', okResponse({ companies: [company(9)], canCreateCompany: true }));
      renderPage(`/login?next=${next}`);
      expect(await screen.findByRole('heading', { name: 'Seja bem vindo!' })).toBeTruthy();
      await user.type(emailInput(), 'ana@exemplo.com');
      await user.type(passwordInput(), 'segredo123');
      await user.click(submitButton());
      await waitFor(() => expect(currentPath()).toBe('/empresa/9'));
    },
  );

  it('shows a spinner and keeps "Entrar" disabled while signing in', async () => {
    const user = userEvent.setup();
    const answer = network.hold('POST /api/general/login').answer;
    await openLogin();
    await user.type(emailInput(), 'ana@exemplo.com');
    await user.type(passwordInput(), 'segredo123');
    await user.click(submitButton());
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    await answer(errorResponse({ general: ['E-mail ou senha incorretos.'] }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha incorretos.');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });
});

describe('inline password recovery', () => {
  it('asks for a valid e-mail, then offers to send to it; "Enviar" is disabled until then', async () => {
    const user = userEvent.setup();
    await openLogin();
    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    const panel = screen.getByTestId('password-recovery');
    expect(panel.textContent).toContain('Digite um e-mail válido');
    expect((within(panel).getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(emailInput(), 'Ana@Exemplo.com');
    expect(panel.textContent).toContain('Enviaremos para ana@exemplo.com um e-mail');
    expect((within(panel).getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the recovery e-mail with a spinner, confirms, and "Ok" closes it', async () => {
    const user = userEvent.setup();
    const answer = network.hold('POST /api/general/send_recover_password_email').answer;
    await openLogin();
    await user.type(emailInput(), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await within(screen.getByTestId('password-recovery')).findByTestId('spinner')).toBeTruthy();
    await answer(okResponse(null, MESSAGES.recoveryEmailSent));
    expect(await screen.findByText('Já te enviamos um e-mail para que você possa redefinir sua senha.')).toBeTruthy();
    expect(network.callsTo('POST /api/general/send_recover_password_email')[0]?.body).toEqual({ email: 'ana@exemplo.com' });
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByTestId('password-recovery')).toBeNull();
  });

  it('shows a failure in a red alert, and e-mail field errors under the e-mail', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/send_recover_password_email', errorResponse({ general: [rateLimitedMessage(180)] }, 429));
    await openLogin();
    await user.type(emailInput(), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(rateLimitedMessage(180));

    network.on('POST /api/general/send_recover_password_email', errorResponse({ email: [MESSAGES.emailInvalid] }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByTestId('email-error')).textContent).toBe(MESSAGES.emailInvalid);
  });
});

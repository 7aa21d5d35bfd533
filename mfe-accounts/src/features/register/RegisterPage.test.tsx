import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, rateLimitedMessage } from 'contracts';
import { errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPage } from '../../test/render-page';

const network = useFakeNetwork();

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const submit = () => screen.getByRole('button', { name: /Criar Conta$/ }) as HTMLButtonElement;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('nome...'), 'Ana Souza');
  await user.type(field('e-mail...'), 'ana@exemplo.com');
  await user.type(field('senha...'), 'segredo123');
  await user.type(field('repita a senha...'), 'segredo123');
  await user.click(screen.getByRole('checkbox'));
}

describe('registration page', () => {
  it('validates each field once edited and keeps "Criar Conta" disabled while invalid', async () => {
    const user = userEvent.setup();
    renderPage('/registro');
    expect(await screen.findByRole('heading', { name: 'Crie sua conta' })).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.type(field('e-mail...'), 'ana');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    await user.type(field('senha...'), 'abc');
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeTruthy();
    await user.clear(field('senha...'));
    await user.type(field('senha...'), 'abcdefghij');
    expect(await screen.findByText(MESSAGES.passwordNeedsDigits)).toBeTruthy();
    await user.clear(field('senha...'));
    await user.type(field('senha...'), '1234567890');
    expect(await screen.findByText(MESSAGES.passwordNeedsLetters)).toBeTruthy();
    await user.type(field('repita a senha...'), 'outra');
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();
    await user.click(field('nome...'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('enables "Criar Conta" only with the terms accepted', async () => {
    const user = userEvent.setup();
    renderPage('/registro');
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await fillValidForm(user);
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(submit().disabled).toBe(true));
  });

  it('shows a spinner while creating, then "Conta criada com sucesso" and a link home', async () => {
    const user = userEvent.setup();
    const answer = network.hold('POST /api/auth/register').answer;
    renderPage('/registro');
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    await answer(okResponse({ id: 7, email: 'ana@exemplo.com', confirmationSent: true }, MESSAGES.registered));
    expect(await screen.findByText('Conta criada com sucesso')).toBeTruthy();
    expect(screen.getByText(/Enviamos um e-mail de confirmação para ana@exemplo.com/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
    expect(network.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      password1: 'segredo123',
      password2: 'segredo123',
      terms: true,
    });
  });

  it('says so, with the resend link, when the account was created but the confirmation e-mail could not be sent', async () => {
    const user = userEvent.setup();
    network.on('POST /api/auth/register', okResponse({ id: 7, email: 'ana@exemplo.com', confirmationSent: false }, MESSAGES.registeredMailFailed));
    renderPage('/registro');
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByText('Conta criada com sucesso')).toBeTruthy();
    const notice = screen.getByTestId('confirmation-not-sent');
    expect(notice.textContent).toContain('Não foi possível enviar agora o e-mail de confirmação para ana@exemplo.com.');
    expect(within(notice).getByRole('link', { name: 'Reenviar e-mail de confirmação' }).getAttribute('href')).toBe('/reenviarEmailDeConfirmacao');
    // It never claims an e-mail was sent.
    expect(screen.queryByText(/Enviamos um e-mail de confirmação/)).toBeNull();
  });

  it('asks for the terms of use once the box is unticked', async () => {
    const user = userEvent.setup();
    renderPage('/registro');
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    // jsdom's name computation puts a space after the link inside the label (Chromium does not: e2e terms.spec).
    expect(screen.getByRole('checkbox', { name: /^Li e concordo com os termos de uso ?\.$/ })).toBeTruthy();
    expect(screen.queryByTestId('terms-error')).toBeNull();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox'));
    expect((await screen.findByTestId('terms-error')).textContent).toBe(MESSAGES.termsRequired);
    expect(submit().disabled).toBe(true);
  });

  it('links the terms of use from the checkbox, in a new tab so the form keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage('/registro');
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    const link = screen.getByRole('link', { name: 'termos de uso' });
    expect(link.getAttribute('href')).toBe('/termos');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Following the link does not tick the box.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('shows server errors on e-mail and password under the fields and clears each when edited', async () => {
    const user = userEvent.setup();
    network.on(
      'POST /api/auth/register',
      errorResponse({ email: [MESSAGES.emailTaken], password1: ['Senha muito comum'] }, 409),
    );
    renderPage('/registro');
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await fillValidForm(user);
    await user.click(submit());
    expect((await screen.findByTestId('email-error')).textContent).toBe(MESSAGES.emailTaken);
    expect(screen.getByTestId('password1-error').textContent).toBe('Senha muito comum');
    // Under their fields (read out as they arrive), not in the red box of general errors.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([MESSAGES.emailTaken, 'Senha muito comum']);
    expect(screen.queryByTestId('general-error')).toBeNull();

    await user.type(field('e-mail...'), 'm');
    await waitFor(() => expect(screen.queryByTestId('email-error')).toBeNull());
    expect(screen.getByTestId('password1-error').textContent).toBe('Senha muito comum');
    await user.type(field('senha...'), '4');
    await waitFor(() => expect(screen.queryByTestId('password1-error')).toBeNull());
  });

  it('shows other failures in a red alert', async () => {
    const user = userEvent.setup();
    network.on('POST /api/auth/register', errorResponse({ general: [rateLimitedMessage(180)] }, 429));
    renderPage('/registro');
    await screen.findByRole('heading', { name: 'Crie sua conta' });
    await fillValidForm(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(rateLimitedMessage(180));
  });
});

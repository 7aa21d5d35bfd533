import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
import { errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPage } from '../../test/render-page';

const network = useFakeNetwork();

const PATH = '/redefinirSenha/Nw/tok-reset';
const submit = () => screen.getByRole('button', { name: /Alterar$/ }) as HTMLButtonElement;

describe('password reset page', () => {
  it('shows the hint, validates, and keeps "Alterar" disabled while invalid', async () => {
    const user = userEvent.setup();
    renderPage(PATH);
    expect(await screen.findByRole('heading', { name: 'Recuperar senha' })).toBeTruthy();
    expect(screen.getByText('A senha deve conter no mínimo 8 caracteres entre números e letras.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Nova senha'), 'abc1');
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeTruthy();
    await user.type(screen.getByLabelText('Nova senha'), 'defgh');
    await user.type(screen.getByLabelText('Confirmação da nova senha'), 'abc1defgX');
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.clear(screen.getByLabelText('Confirmação da nova senha'));
    await user.type(screen.getByLabelText('Confirmação da nova senha'), 'abc1defgh');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('sends the link parameters with the passwords, shows the loading text, then the success', async () => {
    const user = userEvent.setup();
    const answer = network.hold('POST /api/auth/recoverPasswordForm').answer;
    renderPage(PATH);
    await user.type(await screen.findByLabelText('Nova senha'), 'novaSenha9');
    await user.type(screen.getByLabelText('Confirmação da nova senha'), 'novaSenha9');
    await user.click(submit());
    expect(await screen.findByText('Alterando senha, por favor aguarde...')).toBeTruthy();
    await answer(okResponse(null, MESSAGES.passwordResetDone));
    expect(await screen.findByText(/Sua senha foi redefinida com sucesso!/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
    expect(network.callsTo('POST /api/auth/recoverPasswordForm')[0]?.body).toEqual({
      idencoded: 'Nw',
      token: 'tok-reset',
      pass1: 'novaSenha9',
      pass2: 'novaSenha9',
    });
  });

  it('shows a dead link in a red alert', async () => {
    const user = userEvent.setup();
    network.on('POST /api/auth/recoverPasswordForm', errorResponse({ general: [MESSAGES.resetLinkInvalid] }));
    renderPage(PATH);
    await user.type(await screen.findByLabelText('Nova senha'), 'novaSenha9');
    await user.type(screen.getByLabelText('Confirmação da nova senha'), 'novaSenha9');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.resetLinkInvalid);
  });

  it('an invitation link (?convite=1) is worded for a first password, in the page and its title', async () => {
    const user = userEvent.setup();
    network.on('POST /api/auth/recoverPasswordForm', okResponse(null, MESSAGES.passwordResetDone));
    renderPage(`${PATH}?convite=1`);
    expect(await screen.findByRole('heading', { name: 'Criar senha' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Criar senha'));
    expect(screen.queryByText('Recuperar senha')).toBeNull();
    expect(screen.getByText(/Você foi convidado para uma empresa/)).toBeTruthy();
    await user.type(screen.getByLabelText('Senha'), 'novaSenha9');
    await user.type(screen.getByLabelText('Confirmação da senha'), 'novaSenha9');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByText('Sua senha foi criada com sucesso! Entre com o seu e-mail e a nova senha.')).toBeTruthy();
    expect(network.callsTo('POST /api/auth/recoverPasswordForm')[0]?.body).toEqual({ idencoded: 'Nw', token: 'tok-reset', pass1: 'novaSenha9', pass2: 'novaSenha9' });
  });
});

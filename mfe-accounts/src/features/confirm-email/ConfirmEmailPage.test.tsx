import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_MESSAGES } from 'contracts';
import { errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPage } from '../../test/render-page';

const network = useFakeNetwork();

const PATH = '/confirmacaoDeEmail/ana%40exemplo.com/tok-123';
const refusal = (message: string) => ({ status: 400, body: { success: false, message } });

describe('e-mail confirmation page', () => {
  it('confirms with the link parameters, showing the wait text meanwhile', async () => {
    const answer = network.hold('POST /api/auth/confirmemail').answer;
    renderPage(PATH);
    expect(await screen.findByText('Confirmando e-mail, por favor aguarde...')).toBeTruthy();
    await answer(okResponse(null, CONFIRM_EMAIL_MESSAGES.confirmed));
    expect((await screen.findByTestId('email-confirmed')).textContent).toContain('validado');
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
    const calls = network.callsTo('POST /api/auth/confirmemail');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ email: 'ana@exemplo.com', token: 'tok-123' });
  });

  it('treats emailAlreadyConfirmed as success', async () => {
    network.on('POST /api/auth/confirmemail', refusal(CONFIRM_EMAIL_MESSAGES.alreadyConfirmed));
    renderPage(PATH);
    expect(await screen.findByTestId('email-confirmed')).toBeTruthy();
  });

  it('explains emailConfirmationFailed with its causes and the resend link', async () => {
    network.on('POST /api/auth/confirmemail', refusal(CONFIRM_EMAIL_MESSAGES.failed));
    renderPage(PATH);
    const notice = await screen.findByTestId('email-confirmation-failed');
    expect(notice.textContent).toContain('Confirmação de e-mail inválida');
    expect(notice.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Reenviar e-mail de confirmação' }).getAttribute('href')).toBe('/reenviarEmailDeConfirmacao');
    expect(screen.queryByTestId('email-confirmed')).toBeNull();
  });

  it('shows the invalid-confirmation notice for a link whose e-mail is mangled, without calling the server', async () => {
    renderPage('/confirmacaoDeEmail/ana-exemplo.com/tok-123');
    const notice = await screen.findByTestId('email-confirmation-failed');
    expect(notice.textContent).toContain('Confirmação de e-mail inválida');
    expect(screen.getByRole('link', { name: 'Reenviar e-mail de confirmação' }).getAttribute('href')).toBe('/reenviarEmailDeConfirmacao');
    expect(network.callsTo('POST /api/auth/confirmemail')).toHaveLength(0);
  });

  it('shows any other failure verbatim, with the resend link', async () => {
    network.on('POST /api/auth/confirmemail', errorResponse({ general: ['Muitas tentativas. Aguarde um pouco e tente novamente.'] }, 429));
    renderPage(PATH);
    expect((await screen.findByRole('alert')).textContent).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(screen.getByRole('link', { name: 'Reenviar e-mail de confirmação' })).toBeTruthy();
  });
});

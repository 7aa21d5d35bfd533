import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, rateLimitedMessage } from 'contracts';
import { errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPage } from '../../test/render-page';

const network = useFakeNetwork();

const submit = () => screen.getByRole('button', { name: 'Enviar email de confirmação' });

describe('resend confirmation page', () => {
  it('refuses an empty e-mail with "E-mail não pode ser vazio" and makes no call', async () => {
    const user = userEvent.setup();
    renderPage('/reenviarEmailDeConfirmacao');
    expect(await screen.findByLabelText('Endereço')).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText('E-mail não pode ser vazio')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
  });

  it('shows "processando..." while sending, then the sent text and the way back', async () => {
    const user = userEvent.setup();
    const answer = network.hold('POST /api/auth/resendconfirmationemail').answer;
    renderPage('/reenviarEmailDeConfirmacao');
    await user.type(await screen.findByLabelText('Endereço'), 'Ana@Exemplo.com');
    await user.click(submit());
    expect(await screen.findByText('processando...')).toBeTruthy();
    await answer(okResponse(null, MESSAGES.confirmationResent));
    expect(await screen.findByText(/Um novo e-mail de confirmação foi enviado para ana@exemplo\.com\./)).toBeTruthy();
    expect(screen.queryByText('processando...')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para o início.' }).getAttribute('href')).toBe('/');
    expect(network.callsTo('POST /api/auth/resendconfirmationemail')[0]?.body).toEqual({ email: 'ana@exemplo.com' });
  });

  it('shows a failure in a red alert', async () => {
    const user = userEvent.setup();
    network.on('POST /api/auth/resendconfirmationemail', errorResponse({ general: [rateLimitedMessage(180)] }, 429));
    renderPage('/reenviarEmailDeConfirmacao');
    await user.type(await screen.findByLabelText('Endereço'), 'ana@exemplo.com');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(rateLimitedMessage(180));
  });
});

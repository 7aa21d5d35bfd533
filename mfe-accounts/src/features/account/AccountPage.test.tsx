import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
import { errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { renderPage } from '../../test/render-page';

const USER = { id: 4, first_name: 'Ana', email: 'ana@exemplo.com', isSysAdmin: false };

const network = useFakeNetwork();

const nameForm = () => screen.getByTestId('name-form');
const passwordForm = () => screen.getByTestId('password-form');
const submitOf = (form: HTMLElement) => within(form).getByRole('button', { name: /Alterar$/ }) as HTMLButtonElement;

describe('account page', () => {
  it('shows the name form with the e-mail read-only and the password form', async () => {
    renderPage('/configuracoes', USER);
    expect(await screen.findByRole('heading', { name: 'Conta' })).toBeTruthy();
    expect(within(nameForm()).getByRole('heading', { name: 'Nome:' })).toBeTruthy();
    expect((within(nameForm()).getByLabelText('Nome') as HTMLInputElement).value).toBe('Ana');
    const email = within(nameForm()).getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('ana@exemplo.com');
    expect(email.readOnly).toBe(true);
    expect(within(passwordForm()).getByRole('heading', { name: 'Senha:' })).toBeTruthy();
    expect(submitOf(passwordForm()).disabled).toBe(true);
  });

  it('requires a name, then saves it, says so and asks for the user again (no page reload)', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/update_user_name', okResponse(null, MESSAGES.nameUpdated));
    const page = renderPage('/configuracoes', USER);
    const name = (await screen.findByLabelText('Nome')) as HTMLInputElement;
    await user.clear(name);
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(submitOf(nameForm()).disabled).toBe(true);
    await user.type(name, 'Ana Maria');
    await user.click(submitOf(nameForm()));
    await waitFor(() => expect(page.record.notifications).toEqual([{ message: MESSAGES.nameUpdated, type: 'success' }]));
    expect(network.callsTo('POST /api/general/update_user_name')[0]?.body).toEqual({ id: 4, name: 'Ana Maria' });
    expect(name.value).toBe('Ana Maria');
  });

  it('validates the new password and its confirmation', async () => {
    const user = userEvent.setup();
    renderPage('/configuracoes', USER);
    const form = await screen.findByTestId('password-form');
    await user.type(within(form).getByLabelText('Nova senha'), 'abc1');
    expect(await within(form).findByText(MESSAGES.passwordTooShortAccount)).toBeTruthy();
    await user.type(within(form).getByLabelText('Confirmação da nova senha'), 'x');
    expect(await within(form).findByText(MESSAGES.passwordMismatch)).toBeTruthy();
    expect(submitOf(form).disabled).toBe(true);
  });

  it('shows a wrong current password under its field, clears it on edit, and notifies a change', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/update_user_password', errorResponse({ old_password: [MESSAGES.oldPasswordWrong] }));
    const page = renderPage('/configuracoes', USER);
    const form = await screen.findByTestId('password-form');
    await user.type(within(form).getByLabelText('Senha atual'), 'velha123');
    await user.type(within(form).getByLabelText('Nova senha'), 'novaSenha9');
    await user.type(within(form).getByLabelText('Confirmação da nova senha'), 'novaSenha9');
    await user.click(submitOf(form));
    expect((await within(form).findByTestId('old_password-error')).textContent).toBe(MESSAGES.oldPasswordWrong);
    expect(page.record.notifications).toEqual([]);

    network.on('POST /api/general/update_user_password', okResponse(null, MESSAGES.passwordUpdated));
    await user.type(within(form).getByLabelText('Senha atual'), '4');
    await waitFor(() => expect(within(form).queryByTestId('old_password-error')).toBeNull());
    await user.click(submitOf(form));
    await waitFor(() => expect(page.record.notifications).toEqual([{ message: MESSAGES.passwordUpdated, type: 'success' }]));
    // The fields are emptied for a next change.
    expect((within(form).getByLabelText('Senha atual') as HTMLInputElement).value).toBe('');
    expect(network.callsTo('POST /api/general/update_user_password')[1]?.body).toEqual({
      id: 4,
      old_password: 'velha1234',
      new_password: 'novaSenha9',
      confirm_password: 'novaSenha9',
    });
  });

  it('shows a general failure in a red alert', async () => {
    const user = userEvent.setup();
    network.on('POST /api/general/update_user_name', { status: 502, body: '<html>' });
    renderPage('/configuracoes', USER);
    await user.type(await screen.findByLabelText('Nome'), ' Maria');
    await user.click(submitOf(nameForm()));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.communicationError);
  });
});

describe('account page: push notifications', () => {
  const section = () => screen.findByTestId('push-notifications');
  const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'serviceWorker', original);
    else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  /** What the browser answers (jsdom has no service workers): the registration's push subscription. */
  function browserWith(subscription: { unsubscribe: () => Promise<boolean> } | null) {
    const registration = { pushManager: { getSubscription: () => Promise.resolve(subscription) } };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: () => Promise.resolve(registration) } });
  }

  it('says when the browser has no service workers', async () => {
    renderPage('/configuracoes', USER);
    expect(within(await section()).getByRole('heading', { name: 'Notificações:' })).toBeTruthy();
    expect((await section()).textContent).toContain('Service workers are disabled or not supported by this browser');
  });

  it('says when there is no push subscription', async () => {
    browserWith(null);
    renderPage('/configuracoes', USER);
    expect(await within(await section()).findByText('Not subscribed to push notifications.')).toBeTruthy();
  });

  it('cancels a subscription left in the browser, and says so when the browser refuses', async () => {
    const user = userEvent.setup();
    let accept = false;
    browserWith({ unsubscribe: () => Promise.resolve(accept) });
    renderPage('/configuracoes', USER);
    const cancel = await within(await section()).findByRole('button', { name: 'Cancelar notificações' });
    await user.click(cancel);
    expect(await within(await section()).findByText('Unsubscribe failed!')).toBeTruthy();
    accept = true;
    await user.click(cancel);
    expect(await within(await section()).findByText('Not subscribed to push notifications.')).toBeTruthy();
    expect(within(await section()).queryByText('Unsubscribe failed!')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteName } from 'contracts';
import { getStoredToken } from 'contracts/client';
import { okResponse, useFakeNetwork } from 'contracts/testing';
import { renderApp } from '../../test/render-app';
import { signedInAs, TEST_USER } from '../../test/session';

const loadRoutes = async (remote: RemoteName) =>
  remote === 'mfe_accounts'
    ? [
        { path: 'login', element: <h1>Seja bem vindo!</h1> },
        { path: 'configuracoes', element: <h1>Conta</h1> },
      ]
    : [{ path: '*', element: <h1>Outra página</h1> }];

const network = useFakeNetwork();

describe('header', () => {
  it("shows the signed-in user's name and the gear menu", async () => {
    signedInAs(network);
    renderApp('/configuracoes', loadRoutes);
    expect((await screen.findByTestId('header-user')).textContent).toBe('Ana Souza');

    fireEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    const menu = screen.getByRole('menu', { name: 'Configurações' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Empresas', 'Conta', 'Administração', 'Sair']);
    expect(items.slice(0, 3).map((item) => item.getAttribute('href'))).toEqual(['/empresas', '/configuracoes', '/administracao']);
  });

  it('shows the e-mail when the user has no name', async () => {
    signedInAs(network, { ...TEST_USER, first_name: '' });
    renderApp('/configuracoes', loadRoutes);
    expect((await screen.findByTestId('header-user')).textContent).toBe('ana@exemplo.com');
  });

  it('shows neither user nor gear menu to a guest', async () => {
    renderApp('/login', loadRoutes);
    expect(await screen.findByRole('heading', { name: 'Seja bem vindo!' })).toBeTruthy();
    expect(screen.queryByTestId('header-user')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Configurações' })).toBeNull();
  });

  it('"Sair" ends the session on the server, removes the token and opens /login', async () => {
    signedInAs(network);
    network.on('GET /api/general/logout', okResponse(null));
    const { router } = renderApp('/configuracoes', loadRoutes);
    await screen.findByTestId('header-user');

    fireEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));

    expect(await screen.findByRole('heading', { name: 'Seja bem vindo!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const logout = network.callsTo('GET /api/general/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.headers.get('authorization')).toBe('Token tok-ana');
    expect(getStoredToken()).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('header-user')).toBeNull());
  });

  it('"Sair" still signs out locally when the server cannot be reached', async () => {
    signedInAs(network);
    network.on('GET /api/general/logout', { status: 502, body: '<html>' });
    const { router } = renderApp('/configuracoes', loadRoutes);
    await screen.findByTestId('header-user');
    fireEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getStoredToken()).toBeNull();
  });
});

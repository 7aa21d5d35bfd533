import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
        {
          path: 'configuracoes',
          element: (
            <>
              <h1>Conta</h1>
              <a href="#senha">Alterar senha</a>
            </>
          ),
        },
      ]
    : [{ path: '*', element: <h1>Outra página</h1> }];

const network = useFakeNetwork();

/** Keys pressed in the open gear menu, from its first item, and the item each one focuses. */
const MENU_KEY_MOVES = [
  ['ArrowDown', 'Conta'],
  ['End', 'Sair'],
  ['ArrowDown', 'Empresas'],
  ['ArrowUp', 'Sair'],
  ['Home', 'Empresas'],
] as const;

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
    // Signing out is no detour: the next sign-in does not come back to this page.
    expect(router.state.location.search).toBe('');
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

  describe('gear menu from the keyboard', () => {
    const openPage = async () => {
      signedInAs(network);
      renderApp('/configuracoes', loadRoutes);
      await screen.findByTestId('header-user');
      return screen.getByRole('button', { name: 'Configurações' });
    };
    const focusedItem = () => document.activeElement?.textContent;

    it('Enter opens it on the first item; arrows, Home and End move; Escape closes back to the button', async () => {
      const user = userEvent.setup();
      const button = await openPage();
      expect(button.getAttribute('aria-haspopup')).toBe('menu');
      expect(button.getAttribute('aria-expanded')).toBe('false');

      button.focus();
      await user.keyboard('{Enter}');
      const menu = screen.getByRole('menu', { name: 'Configurações' });
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(button.getAttribute('aria-controls')).toBe(menu.id);
      expect(focusedItem()).toBe('Empresas');

      // Each key and the item it moves to; the arrows wrap around.
      for (const [key, item] of MENU_KEY_MOVES) {
        await user.keyboard(`{${key}}`);
        expect(focusedItem(), key).toBe(item);
      }

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(button);
    });

    it('the items are not Tab stops: ArrowUp on the button opens on the last item, Enter follows it', async () => {
      const user = userEvent.setup();
      const button = await openPage();
      button.focus();
      await user.keyboard('{ArrowUp}');
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
      expect(items.map((item) => item.tabIndex)).toEqual([-1, -1, -1, -1]);
      expect(focusedItem()).toBe('Sair');

      await user.keyboard('{Home}{Enter}');
      expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeTruthy();
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('Tab closes it and goes on from the button; a click outside closes it', async () => {
      const user = userEvent.setup();
      const button = await openPage();
      button.focus();
      await user.keyboard(' ');
      expect(focusedItem()).toBe('Empresas');
      await user.tab();
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Alterar senha' }));

      await user.click(button);
      expect(screen.getByRole('menu')).toBeTruthy();
      await user.click(screen.getByRole('heading', { name: 'Conta' }));
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });
});

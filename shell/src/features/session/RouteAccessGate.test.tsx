import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteName } from 'contracts';
import { getStoredToken, setStoredToken, signIn, useAppDispatch } from 'contracts/client';
import { okResponse, useFakeNetwork } from 'contracts/testing';
import { renderApp } from '../../test/render-app';
import { signedInAs, TEST_USER } from '../../test/session';

/** The login page of this test: signs in with its landing page, as mfe-accounts' page does. */
function FakeLogin() {
  const dispatch = useAppDispatch();
  return (
    <>
      <h1>Seja bem vindo!</h1>
      <button
        type="button"
        onClick={() => {
          dispatch(signIn({ ...TEST_USER, token: 'tok-new' }, '/empresas'));
        }}
      >
        Entrar
      </button>
    </>
  );
}

// Each remote answers with one heading per page it owns.
const pages: Record<RemoteName, { path: string; element: React.ReactNode }[]> = {
  mfe_accounts: [
    { path: 'login', element: <FakeLogin /> },
    { path: 'registro', element: <h1>Crie sua conta</h1> },
    { path: 'redefinirSenha/:idencoded/:token', element: <h1>Recuperar senha</h1> },
    { path: 'configuracoes', element: <h1>Conta</h1> },
  ],
  mfe_matrices: [
    { path: '/', element: <h1>Bem vindo!</h1> },
    { path: 'uilab/botoes', element: <h1>Botoes</h1> },
  ],
  mfe_companies: [{ path: 'empresas', element: <h1>Empresas</h1> }],
  mfe_plans: [{ path: 'planos', element: <h1>Planos</h1> }],
};
const loadRoutes = async (remote: RemoteName) => {
  // Like a real remote, the companies' routes arrive a moment after they are asked for.
  if (remote === 'mfe_companies') await new Promise((resolve) => setTimeout(resolve, 20));
  return pages[remote];
};

const network = useFakeNetwork();

const heading = (name: string) => screen.findByRole('heading', { name });

describe('route guards', () => {
  it.each([
    ['/', ''],
    ['/configuracoes', '?next=%2Fconfiguracoes'],
    ['/empresas', '?next=%2Fempresas'],
    ['/planos?empresa=5#plano', '?next=%2Fplanos%3Fempresa%3D5%23plano'],
  ])('sends a guest from %s to /login, keeping the page to return to', async (path, search) => {
    const { router } = renderApp(path, loadRoutes);
    expect(await heading('Seja bem vindo!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(search);
    expect(network.callsTo('GET /api/general/get_authenticated_user')).toHaveLength(0);
  });

  it('keeps the 404 page and the UI lab open to guests', async () => {
    const { router } = renderApp('/uilab/botoes', loadRoutes);
    expect(await heading('Botoes')).toBeTruthy();
    await router.navigate('/nao/existe');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it.each(['/login', '/registro', '/redefinirSenha/Nw/abc', '/login?next=%2F%2Fevil.example', '/login?next=%2Fregistro'])(
    'sends a signed-in user from %s to /',
    async (path) => {
    signedInAs(network);
    const { router } = renderApp(path, loadRoutes);
    expect(await heading('Bem vindo!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    },
  );

  it('sends a signed-in user from /login?next= to that page', async () => {
    signedInAs(network);
    const { router } = renderApp('/login?next=%2Fempresas%3Fx%3D1', loadRoutes);
    expect(await heading('Empresas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/empresas');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('opens signed-in pages to a signed-in user, the request carrying the token', async () => {
    signedInAs(network);
    renderApp('/configuracoes', loadRoutes);
    expect(await heading('Conta')).toBeTruthy();
    expect(network.callsTo('GET /api/general/get_authenticated_user')[0]?.headers.get('authorization')).toBe('Token tok-ana');
  });

  it('clears a token the server rejects and sends the guest to /login', async () => {
    signedInAs(network);
    setStoredToken('expired');
    const { router } = renderApp('/configuracoes', loadRoutes);
    expect(await heading('Seja bem vindo!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getStoredToken()).toBeNull();
  });

  it('on a guests-only page, drops a stored token that brings no user', async () => {
    network.on('GET /api/general/get_authenticated_user', { status: 503, body: { success: false, message: 'Banco indisponível' } });
    setStoredToken('stale');
    renderApp('/registro', loadRoutes);
    expect(await heading('Crie sua conta')).toBeTruthy();
    await waitFor(() => expect(getStoredToken()).toBeNull());
  });

  it('shows the communication error with a retry when the user cannot be loaded on a signed-in page', async () => {
    let up = false;
    network.on('GET /api/general/get_authenticated_user', () =>
      up ? okResponse({ ...TEST_USER, token: 'tok' }) : { status: 503, body: { success: false, message: 'Banco indisponível' } },
    );
    setStoredToken('tok');
    renderApp('/configuracoes', loadRoutes);
    expect((await screen.findByTestId('session-error')).textContent).toContain(
      'Ocorreu um problema de comunicação com o servidor. Por favor, consulte o suporte.',
    );
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await heading('Conta')).toBeTruthy();
    expect(getStoredToken()).toBe('tok');
  });

  /** /configuracoes opened while the server cannot be reached, showing the session error; the server comes back with `reconnect`. */
  async function openedWhileUnreachable(): Promise<{ reconnect: () => void }> {
    let up = false;
    network.on('GET /api/general/get_authenticated_user', () => {
      if (!up) throw new TypeError('Failed to fetch');
      return okResponse({ ...TEST_USER, token: 'tok' });
    });
    setStoredToken('tok');
    renderApp('/configuracoes', loadRoutes);
    expect((await screen.findByTestId('session-error')).textContent).toContain('Sem conexão com o servidor.');
    return { reconnect: () => (up = true) };
  }

  it('says there is no connection, with a retry, when the server cannot be reached on a signed-in page', async () => {
    (await openedWhileUnreachable()).reconnect();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await heading('Conta')).toBeTruthy();
  });

  it('comes back by itself when the browser is online again', async () => {
    (await openedWhileUnreachable()).reconnect();
    window.dispatchEvent(new Event('online'));
    expect(await heading('Conta')).toBeTruthy();
  });

  it('lets a login take the user where the login page chose, not to /', async () => {
    network.on('GET /api/general/get_authenticated_user', okResponse({ ...TEST_USER, token: 'tok-new' }));
    const { router } = renderApp('/login', loadRoutes);
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await heading('Empresas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/empresas');
    expect(getStoredToken()).toBe('tok-new');
    expect(screen.getByTestId('header-user').textContent).toBe('Ana Souza');
  });

  it('a token that expires on a signed-in page sends the guest to /login, keeping that page', async () => {
    signedInAs(network);
    setStoredToken('expired');
    const { router } = renderApp('/configuracoes', loadRoutes);
    expect(await heading('Seja bem vindo!')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?next=%2Fconfiguracoes');
  });
});

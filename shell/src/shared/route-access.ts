import { matchPath } from 'react-router-dom';
import { signInPathReturningTo } from 'contracts/client';

/**
 * Who may open which pages: guests-only pages
 * send a signed-in user to '/', signed-in pages send a guest to '/login'. Every other path
 * (the 404 page, the UI lab) is open to everyone. The one place this rule lives.
 */
export type RouteAccess = 'guest' | 'user' | 'anyone';

export const ROUTE_ACCESS: Readonly<Record<Exclude<RouteAccess, 'anyone'>, readonly string[]>> = {
  guest: ['/login', '/registro', '/confirmacaoDeEmail/*', '/reenviarEmailDeConfirmacao', '/redefinirSenha/*'],
  user: [
    '/',
    '/configuracoes',
    '/empresas',
    '/selecionarEmpresa',
    '/novaEmpresa',
    '/atualizarEmpresa/*',
    '/empresa/*',
    '/administracao/*',
    '/planos/*',
    '/retorno/*',
  ],
};

export function accessForPath(pathname: string): RouteAccess {
  for (const access of ['guest', 'user'] as const) {
    if (ROUTE_ACCESS[access].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return access;
  }
  return 'anyone';
}

/** Where a signed-in user on a guests-only page and a guest on a signed-in page are sent. */
export const SIGNED_IN_HOME = '/';
export const SIGN_IN_PAGE = '/login';

/**
 * Where a guest asking for `intended` (a signed-in page, with its query and hash) is sent:
 * the login page, keeping that page to return to after signing in. Not for '/', where a
 * sign-in's own landing (the user's companies) already leads.
 */
export function signInPathFor(intended: string): string {
  return intended === SIGNED_IN_HOME ? SIGN_IN_PAGE : signInPathReturningTo(SIGN_IN_PAGE, intended);
}

/** Where a signed-in user on a guests-only page goes: `target`, unless it is guests-only too (no loop), else '/'. */
export function signedInDestination(target: string | null): string {
  if (!target) return SIGNED_IN_HOME;
  return accessForPath(new URL(target, 'http://localhost').pathname) === 'guest' ? SIGNED_IN_HOME : target;
}

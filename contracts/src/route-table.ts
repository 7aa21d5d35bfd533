import type { RemoteName } from './remotes.js';

/**
 * Which remote owns which paths: the shell loads that remote's routes module for a URL, and
 * the server accepts a page view only for a route pattern this table gives to the view's
 * remote (issue 24: one list for both). The remote's own route objects decide the pages. Two kinds of pattern only: a path,
 * or a path ending in the splat `/*` (which also matches the path itself).
 */
export const ROUTE_TABLE: Readonly<Record<RemoteName, readonly string[]>> = {
  // Overview ('/' and the company home /empresa/{id}), the company areas and the UI lab.
  mfe_matrices: ['/', '/empresa/*', '/uilab/*'],
  mfe_accounts: [
    '/login',
    '/registro',
    '/confirmacaoDeEmail/*',
    '/reenviarEmailDeConfirmacao',
    '/redefinirSenha/*',
    '/configuracoes',
    '/termos',
  ],
  mfe_companies: ['/empresas', '/selecionarEmpresa', '/novaEmpresa', '/atualizarEmpresa/*', '/administracao/*'],
  mfe_plans: ['/planos/*', '/retorno/*'],
};

/**
 * React Router's matchPath (end: true) for those two kinds: case-insensitive, trailing
 * slashes ignored. Written out so that the shell's boot can tell the page's remote before the
 * shared libraries, the router among them, have loaded (zod-free, router-free).
 */
function matches(pattern: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const base = pattern.toLowerCase().replace(/\/\*$/, '').replace(/\/$/, '');
  return path === base || (pattern.endsWith('/*') && path.startsWith(`${base}/`));
}

export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(ROUTE_TABLE) as [RemoteName, readonly string[]][]) {
    if (patterns.some((pattern) => matches(pattern, pathname))) return remote;
  }
  return null;
}

/** A page view's pattern is one of the product's pages, served by that remote. */
export const isProductRoute = (pattern: string, remote: RemoteName): boolean => remoteForPath(pattern) === remote;

import type { RemoteName } from 'contracts';

/**
 * Which remote owns which paths. The remote's own route objects decide the pages; this
 * table only says whose routes module to load for a URL. Two kinds of pattern only: a path,
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
 * slashes ignored. Written out so that the boot (src/index.ts) can tell the page's remote
 * before the shared libraries, the router among them, have loaded.
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

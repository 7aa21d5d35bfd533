import { matchPath } from 'react-router-dom';
import type { RemoteName } from 'contracts';

/**
 * Which remote owns which paths. The remote's own route objects decide the pages; this
 * table only says whose routes module to load for a URL.
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

export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(ROUTE_TABLE) as [RemoteName, readonly string[]][]) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}

import { ANALYSIS_KIND_KEYS, ANALYSIS_KINDS, EVERY_ANALYSIS_PAGE } from './analyses/kinds.js';
import type { RemoteName } from './remotes.js';

/**
 * Which remote owns which paths: the shell loads that remote's routes module for a URL. The
 * remote's own route objects decide the pages (PAGE_ROUTES below lists them). Two kinds of
 * pattern only: a path, or a path ending in the splat `/*` (which also matches the path itself).
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

/** Each analysis's pages (its descriptor's): its list, its editor (whose index opens the first page) and the editor's pages. */
const ANALYSIS_PAGE_ROUTES = /* @__PURE__ */ ANALYSIS_KIND_KEYS.flatMap((kind) => {
  const { key, pages } = ANALYSIS_KINDS[kind];
  const editor = `/empresa/:companyId/${key}/:${key}Id`;
  return [`/empresa/:companyId/${key}`, editor, ...[...Object.keys(pages), ...EVERY_ANALYSIS_PAGE].map((page) => `${editor}/${page}`)];
});

/**
 * Every page of each remote as the shell's page views name it (the matched routes' pattern,
 * docs/DECISIONS.md "Page-view analytics"): fixed segments as the route says them, each
 * parameter at its place under its name, an optional one given or not. Each remote's tests
 * check that its route objects give exactly its list, so the two cannot drift apart. The
 * server counts views of these patterns only: a day holds at most one row per page and
 * referrer, whoever sends the views.
 */
export const PAGE_ROUTES: Readonly<Record<RemoteName, readonly string[]>> = {
  mfe_matrices: [
    '/',
    '/empresa/:companyId',
    '/empresa/:companyId/relatorio',
    ...ANALYSIS_PAGE_ROUTES,
    '/uilab',
    '/uilab/botoes',
    '/uilab/formularios',
    '/uilab/matrixchart',
  ],
  mfe_accounts: [
    '/login',
    '/registro',
    '/termos',
    '/confirmacaoDeEmail/:email/:token',
    '/reenviarEmailDeConfirmacao',
    '/redefinirSenha/:idencoded/:token',
    '/configuracoes',
  ],
  mfe_companies: ['/empresas', '/selecionarEmpresa', '/novaEmpresa', '/atualizarEmpresa/:companyId', '/administracao/acessos', '/administracao', '/administracao/:companyId'],
  mfe_plans: ['/planos/produtos', '/planos', '/planos/:companyId', '/retorno', '/retorno/:checkoutCode'],
};

// Built on first use, so that a bundle that never checks a page view (the shell) drops the table.
let pageRemotes: Map<string, RemoteName> | undefined;
const remoteOfPage = (pattern: string): RemoteName | undefined =>
  (pageRemotes ??= new Map(
    (Object.entries(PAGE_ROUTES) as [RemoteName, readonly string[]][]).flatMap(([remote, patterns]) => patterns.map((page) => [page, remote] as const)),
  )).get(pattern);

/** A page view's pattern is one of the product's pages, served by that remote. */
export const isProductRoute = (pattern: string, remote: RemoteName): boolean => remoteOfPage(pattern) === remote;

/** A pattern is one of the product's pages (a view's referrer may be any remote's). */
export const isProductPage = (pattern: string): boolean => remoteOfPage(pattern) !== undefined;

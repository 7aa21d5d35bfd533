import { parseId } from 'contracts';
import { matchPath } from 'react-router-dom';

/** Routes of one company's area (seed "Company guard (routes with companyId)"): /empresa/{id} and its children. */
export const COMPANY_ROUTE = '/empresa/:companyId/*';

/**
 * Pages about one company outside its area (issue 7: the header must not disagree with the
 * page). Their company becomes the current one when the user may see it; otherwise the page
 * answers as it always did (administration without that company, update back to the list).
 * The plans page too (issue 23): a plan is bought for the company the header names.
 * ("/planos/produtos" is no company: its id is malformed.)
 */
export const COMPANY_PAGES = ['/administracao/:companyId', '/atualizarEmpresa/:companyId', '/planos/:companyId'];

/** The company a path names: `guarded` for the company area, whose pages wait for it. */
export interface RouteCompany {
  /** NaN for a malformed id of the company area (the guard sends it away). */
  companyId: number;
  guarded: boolean;
}

/** NaN for a malformed id (contracts `parseId`: digits, 1 to the largest INT). */
const routeId = (raw: string | undefined): number => parseId(raw) ?? Number.NaN;

/** The company of a company route or company page, null elsewhere (and for a page with a malformed id). */
export function routeCompanyOf(pathname: string): RouteCompany | null {
  const area = matchPath({ path: COMPANY_ROUTE, end: true }, pathname);
  if (area) return { companyId: routeId(area.params.companyId), guarded: true };
  for (const pattern of COMPANY_PAGES) {
    const page = matchPath({ path: pattern, end: true }, pathname);
    const companyId = routeId(page?.params.companyId);
    if (page && companyId > 0) return { companyId, guarded: false };
  }
  return null;
}

/**
 * Where the automatic selection acts (seed "Without a selected company the header loads the
 * companies"): one company is opened, several lead to /selecionarEmpresa. It acts on the
 * overview only: administration, new-company and company routes are left alone as the seed
 * says, and so is every page that carries its own company or needs none (lists, plans,
 * checkout return, account), so no page is ever taken away from under the user.
 */
export const AUTO_SELECT_PATHS = ['/'];

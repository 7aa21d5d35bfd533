import { matchPath } from 'react-router-dom';

/** Routes of one company's area (seed "Company guard (routes with companyId)"): /empresa/{id} and its children. */
export const COMPANY_ROUTE = '/empresa/:companyId/*';

/** The company id of a company route, NaN for a malformed one, null elsewhere. */
export function companyIdOfPath(pathname: string): number | null {
  const match = matchPath({ path: COMPANY_ROUTE, end: true }, pathname);
  if (!match) return null;
  const raw = match.params.companyId ?? '';
  return /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * Where the automatic selection acts (seed "Without a selected company the header loads the
 * companies"): one company is opened, several lead to /selecionarEmpresa. It acts on the
 * overview only: administration, new-company and company routes are left alone as the seed
 * says, and so is every page that carries its own company or needs none (lists, plans,
 * checkout return, account), so no page is ever taken away from under the user.
 */
export const AUTO_SELECT_PATHS = ['/'];

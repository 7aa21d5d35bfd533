import { render } from '@testing-library/react';
import { renderTestHost, testCompany, type TestHostOptions } from 'contracts/testing';
import type { Role } from 'contracts';
import routes from '../routes';

export const USER = { id: 1, first_name: 'Ana', email: 'ana@example.com' };

/** Company 7 for a caller with `role` (a full company unless `overrides` says otherwise). */
export const companyFor = (role: Role, overrides: Parameters<typeof testCompany>[3] = {}) => testCompany(7, 'Acme Ltda', role, overrides);

/** mfe-matrices' real routes at `path`, with the real store and baseApi, signed in as Ana in company 7. */
export function renderMatrices(path: string, options: TestHostOptions = {}) {
  const host = renderTestHost(routes, path, { currentUser: USER, currentCompany: companyFor(1), ...options });
  return { ...render(host.element), ...host };
}

import { render } from '@testing-library/react';
import { renderTestHost, type TestHostOptions } from 'contracts/testing';
import routes from '../routes';

export const USER = { id: 1, first_name: 'Ana', email: 'ana@example.com' };
export const SYSADMIN = { id: 9, first_name: 'Sílvia', email: 'silvia@example.com', isSysAdmin: true };

/** mfe-plans' real routes at `path`, with the real store and baseApi, signed in as Ana unless told. */
export function renderPlans(path: string, options: TestHostOptions = {}) {
  const host = renderTestHost(routes, path, { currentUser: USER, ...options });
  return { ...render(host.element), ...host };
}

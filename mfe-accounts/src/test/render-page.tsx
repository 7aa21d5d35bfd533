import { render } from '@testing-library/react';
import type { HostUser } from 'contracts/client';
import { renderTestHost } from 'contracts/testing';
import routes from '../routes';

/** This remote's real routes at `path`, with the real store and baseApi, as `currentUser` if given. */
export function renderPage(path: string, currentUser: HostUser | null = null) {
  const host = renderTestHost(routes, path, { currentUser });
  const view = render(host.element);
  return { ...view, ...host };
}

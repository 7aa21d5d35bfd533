import { render } from '@testing-library/react';
import { DevHost } from 'contracts/dev-host';
import routes from '../routes';

/** This remote's real routes at `path`, inside the same DevHost its standalone dev mode uses. */
export function renderRemote(path: string) {
  window.history.replaceState(null, '', path);
  return render(<DevHost routes={routes} name="mfe_matrices" />);
}

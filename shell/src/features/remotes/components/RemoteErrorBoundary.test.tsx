import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from 'contracts';
import { useFakeNetwork } from 'contracts/testing';
import { renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/session';
import { RemoteLoadError } from '../remote-load-error';

describe('a remote that fails to load', () => {
  const network = useFakeNetwork();
  beforeEach(() => {
    // The boundary logs the failure for diagnosis; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The pages below are for signed-in users.
    signedInAs(network);
  });

  it('shows the pt-BR error inside the layout and loads again on "Tentar novamente"', async () => {
    let available = false;
    const loadRoutes = vi.fn(async (remote: string) => {
      if (!available) throw new RemoteLoadError(remote);
      return [{ path: 'planos', handle: { title: 'Planos' }, element: <h1>Planos</h1> }];
    });
    renderApp('/planos', loadRoutes);

    expect(await screen.findByText(MESSAGES.remoteLoadFailed)).toBeTruthy();
    // The rest of the app keeps working: the header is still there.
    expect(screen.getByTestId('header-logo')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Planos' })).toBeNull();

    available = true;
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.remoteRetry }));

    expect(await screen.findByRole('heading', { name: 'Planos' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.remoteLoadFailed)).toBeNull();
    expect(loadRoutes).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.title).toBe('Planos'));
  });

  it('keeps other remotes reachable', async () => {
    const loadRoutes = vi.fn(async (remote: string) => {
      if (remote === 'mfe_plans') throw new RemoteLoadError(remote);
      return [{ path: 'configuracoes', element: <h1>Conta</h1> }];
    });
    const { router } = renderApp('/planos', loadRoutes);
    expect(await screen.findByTestId('remote-error')).toBeTruthy();

    await router.navigate('/configuracoes');
    expect(await screen.findByRole('heading', { name: 'Conta' })).toBeTruthy();
  });
});

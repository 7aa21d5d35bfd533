import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevHost } from 'contracts/client';
import routes from './routes';

describe('mfe-plans routes', () => {
  it.each(['/planos', '/planos/12'])('%s opens the plans page titled "Planos"', async (path) => {
    window.history.replaceState(null, '', path);
    render(<DevHost routes={routes} name="mfe_plans" />);
    expect((await screen.findByTestId('plans-page')).textContent).toBe('Planos');
    await waitFor(() => expect(document.title).toBe('Planos'));
  });
});

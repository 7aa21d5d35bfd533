// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyMode } from '../index.js';
import { currentPath, okResponse, renderTestHost, testCompany, useFakeNetwork } from '../testing/index.js';
import { COMPANY_STATUS_POLL_MS, CompanyStatusBar } from './company-status-bar.js';
import { DemoInfoDialog } from './demo-info-dialog.js';
import { LeaveGuard } from './leave-guard.js';

const network = useFakeNetwork();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function EditPage() {
  const [text, setText] = useState('');
  return (
    <>
      <input aria-label="nome" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/outra">sair</Link>
      <LeaveGuard when={text !== ''} />
    </>
  );
}
const editRoutes = [{ path: 'editar', element: <EditPage /> }];

describe('LeaveGuard', () => {
  it('a clean page is left at once', async () => {
    render(renderTestHost(editRoutes, '/editar').element);
    fireEvent.click(await screen.findByRole('link', { name: 'sair' }));
    await waitFor(() => expect(currentPath()).toBe('/outra'));
  });

  it('unsaved changes hold the navigation: "Continuar editando" stays, "Sair da página" leaves', async () => {
    render(renderTestHost(editRoutes, '/editar').element);
    fireEvent.change(await screen.findByRole('textbox', { name: 'nome' }), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('link', { name: 'sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(dialog.textContent).toContain('As alterações feitas nesta página ainda não foram salvas e serão perdidas.');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentPath()).toBe('/editar');
    expect((screen.getByRole('textbox', { name: 'nome' }) as HTMLInputElement).value).toBe('Acme');

    fireEvent.click(screen.getByRole('link', { name: 'sair' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sair da página' }));
    await waitFor(() => expect(currentPath()).toBe('/outra'));
  });

  it('asks the browser to confirm closing the tab only while there are unsaved changes', async () => {
    render(renderTestHost(editRoutes, '/editar').element);
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const input = await screen.findByRole('textbox', { name: 'nome' });
    expect(closing()).toBe(false);
    fireEvent.change(input, { target: { value: 'Acme' } });
    expect(closing()).toBe(true);
  });
});

describe('DemoInfoDialog', () => {
  it('names the demo limits; "Fechar" and "Ver planos" both go to the plans of the company', async () => {
    for (const button of ['Fechar', 'Ver planos']) {
      render(renderTestHost([{ path: 'x', element: <DemoInfoDialog companyId={7} /> }], '/x').element);
      const dialog = await screen.findByRole('dialog', { name: 'Empresa em modo demonstração' });
      expect(dialog.textContent).toContain('1 análise Ambiental, 1 SWOT Sistêmica, 3 matrizes MCP e 3 Multifatoriais');
      fireEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(currentPath()).toBe('/planos/7'));
      cleanup();
    }
  });
});

describe('CompanyStatusBar', () => {
  const bar = [{ path: 'adm', element: <CompanyStatusBar companyId={5} onSelect={() => undefined} /> }];

  it('follows the shown company live: a lock made elsewhere shows at the next poll, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = testCompany(5, 'Acme', 1, { company_mode: CompanyMode.Demo, company_lock_date: '2099-12-31T15:00:00.000Z' });
    let current = open;
    network.on('GET /api/general/get_companies_admin', okResponse([open]));
    network.on('POST /api/general/get_company_basic_info', () => okResponse(current));
    render(renderTestHost(bar, '/adm').element);
    await waitFor(() => expect(screen.getByTestId('company-status-text').textContent).toBe('Experimente até: 31/12/2099'));
    expect(screen.getByTestId('company-status-bar').dataset.level).toBe('warning');

    const basicInfoCalls = () => network.callsTo('POST /api/general/get_company_basic_info').length;
    const listCalls = () => network.callsTo('GET /api/general/get_companies_admin').length;
    // Nothing changed: the shown company is asked again, the list is not.
    let asked = basicInfoCalls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COMPANY_STATUS_POLL_MS);
    });
    await waitFor(() => expect(basicInfoCalls()).toBeGreaterThan(asked));
    expect(listCalls()).toBe(1);

    current = { ...open, company_mode: CompanyMode.Blocked };
    asked = basicInfoCalls();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COMPANY_STATUS_POLL_MS);
    });
    await waitFor(() => expect(screen.getByTestId('company-status-text').textContent).toBe('Acesso bloqueado'));
    expect(screen.getByTestId('company-status-bar').dataset.level).toBe('danger');
    expect(basicInfoCalls()).toBeGreaterThan(asked);
    // A changed company makes the lists answer again (the companies page shows it blocked too).
    await waitFor(() => expect(listCalls()).toBe(2));
  });
});

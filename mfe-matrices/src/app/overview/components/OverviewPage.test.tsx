import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalysesSummary, type AnalysisKind, type AnalysisKindSummary, CompanyMode, localDay } from 'contracts';
import type { HostCompany } from 'contracts/client';
import { currentPath, okResponse, renderTestHost, testCompany, useFakeNetwork } from 'contracts/testing';
import routes from '../../../routes';
import { renderRemote } from '../../../test/render-remote';

const EMPTY = { count: 0, last: null };
const summaryOf = (kinds: Partial<Record<AnalysisKind, AnalysisKindSummary>>): AnalysesSummary => ({
  ambiental: EMPTY,
  swot: EMPTY,
  mcp: EMPTY,
  multifatorial: EMPTY,
  ...kinds,
});

const company = (mode: HostCompany['company_mode'], id = 7): HostCompany => testCompany(id, 'Acme', 1, { company_mode: mode });

const renderOverview = (path: string, currentCompany: HostCompany | null) => {
  const host = renderTestHost(routes, path, { currentCompany });
  render(host.element);
  return host;
};

// Calls nobody scripted answer 404, never a real server.
const network = useFakeNetwork();
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('overview page without a company', () => {
  it('welcomes, explains how to pick a company and shows the four tiles disabled', async () => {
    renderRemote('/');
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Bem vindo!'));
    const intro = screen.getByTestId('overview-no-company').textContent;
    expect(intro).toContain('ícone de configurações');
    expect(intro).toContain("'Empresas'");
    expect(intro).toContain('administrador');

    const tiles = ['ambiental', 'swot', 'mcp', 'multifatorial'].map((area) => screen.getByTestId(`overview-tile-${area}`) as HTMLButtonElement);
    expect(tiles.map((tile) => tile.textContent)).toEqual(['AMBIENTAL', 'SWOT Sistêmica', 'CRESCIMENTO PARTICIPAÇÃO &', 'MULTIFATORIAL']);
    expect(tiles.every((tile) => tile.disabled)).toBe(true);
  });

  it('suggests Chrome to other browsers only', async () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
    renderRemote('/');
    expect((await screen.findByTestId('chrome-hint')).textContent).toBe('Para uma melhor experiência, recomendamos o navegador Google Chrome.');
    cleanup();
    agent.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36');
    renderRemote('/');
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeTruthy();
    expect(screen.queryByTestId('chrome-hint')).toBeNull();
  });
});

describe('overview page with a company', () => {
  it('links three tiles to the company areas and has no "choose a company" text', async () => {
    renderOverview('/empresa/7', company(CompanyMode.Full));
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeTruthy();
    expect(screen.queryByTestId('overview-no-company')).toBeNull();
    // The tiles come with their summary (no layout shift when it arrives).
    expect((await screen.findByTestId('overview-tile-ambiental')).getAttribute('href')).toBe('/empresa/7/ambiental');
    expect(screen.getByTestId('overview-tile-swot').getAttribute('href')).toBe('/empresa/7/swot');
    expect(screen.getByTestId('overview-tile-mcp').getAttribute('href')).toBe('/empresa/7/mcp');
  });

  it('shows under each tile how many analyses the company has and continues the last changed one, in one call', async () => {
    network.on(
      'GET /api/company/7/analyses_summary/',
      okResponse(
        summaryOf({
          mcp: { count: 2, last: { id: 12, name: 'Linha de sucos', updated_at: '2026-11-20T12:00:00.000Z' } },
          swot: { count: 1, last: { id: 4, name: 'SWOT 2026', updated_at: '2026-10-02T02:00:00.000Z' } },
        }),
      ),
    );
    renderOverview('/empresa/7', company(CompanyMode.Full));
    expect((await screen.findByTestId('overview-count-mcp')).textContent).toBe('2 matrizes MCP');
    expect(screen.getByTestId('overview-count-swot').textContent).toBe('1 análise SWOT Sistêmica');
    expect(screen.getByTestId('overview-count-ambiental').textContent).toBe('Nenhuma análise ambiental ainda');
    expect(screen.getByTestId('overview-count-multifatorial').textContent).toBe('Nenhuma matriz multifatorial ainda');
    expect(screen.getByTestId('overview-summary-mcp').textContent).toContain('Continuar: Linha de sucos (alterada em 20/11/2026)');
    // 02:00 UTC is the evening before in Brasília.
    expect(screen.getByTestId('overview-summary-swot').textContent).toContain('(alterada em 01/10/2026)');
    expect(screen.queryByTestId('overview-continue-ambiental')).toBeNull();
    // The link opens the analysis (its guard then opens its first page).
    expect(screen.getByTestId('overview-continue-mcp').getAttribute('href')).toBe('/empresa/7/mcp/12');
    expect(screen.getByTestId('overview-continue-swot').getAttribute('href')).toBe('/empresa/7/swot/4');
    expect(network.calls.map((call) => call.path).filter((path) => path.startsWith('/api/'))).toEqual(['/api/company/7/analyses_summary/']);
  });

  it('MULTIFATORIAL first shows the tip; "Cancelar" stays, "Continuar para Multifatorial" goes on', async () => {
    renderOverview('/', company(CompanyMode.Full));
    await userEvent.click(await screen.findByTestId('overview-tile-multifatorial'));
    const dialog = screen.getByRole('dialog', { name: 'Dica: comece pela análise de Crescimento&Participação' });
    expect(dialog.textContent).toContain('importados automaticamente');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/');

    await userEvent.click(screen.getByTestId('overview-tile-multifatorial'));
    expect(screen.getByRole('dialog')).toBe(screen.getByRole('dialog', { name: /Dica/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar para Multifatorial' }));
    await waitFor(() => expect(currentPath()).toBe('/empresa/7/multifatorial'));
  });

  it('MULTIFATORIAL links straight to the area once the company has a multifatorial (the summary the overview asks for)', async () => {
    network.on('GET /api/company/7/analyses_summary/', okResponse(summaryOf({ multifatorial: { count: 1, last: { id: 3, name: 'Portfólio', updated_at: '2026-11-20T12:00:00.000Z' } } })));
    renderOverview('/empresa/7', company(CompanyMode.Full));
    await waitFor(() => expect(screen.getByTestId('overview-tile-multifatorial').getAttribute('href')).toBe('/empresa/7/multifatorial'));
    await userEvent.click(screen.getByTestId('overview-tile-multifatorial'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(currentPath()).toBe('/empresa/7/multifatorial'));
  });

  it('a trial company gets the demo popup after 200 ms, once per calendar day; closing it goes to the plans', async () => {
    renderOverview('/empresa/7', company(CompanyMode.Demo));
    const modal = await screen.findByTestId('demo-info-modal');
    expect(modal.textContent).toContain('modo de demonstração');
    expect(modal.style.maxWidth).toBe('510px');
    expect(localStorage.getItem('demoPopupShown:7')).toBe(localDay(new Date()));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(currentPath()).toBe('/planos/7'));
  });

  // The popup's timer is scheduled by an effect, which React may run after the heading is on
  // screen: the control case waits for it, the others give it longer than the popup's delay.
  const popupTimers = () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    return () => spy.mock.calls.filter(([, delay]) => delay === 200).length;
  };
  const afterPopupDelay = () => new Promise((resolve) => setTimeout(resolve, 400));

  it('the popup is scheduled 200 ms after the page opens (control of the cases below)', async () => {
    const scheduled = popupTimers();
    renderOverview('/empresa/7', company(CompanyMode.Demo));
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeTruthy();
    await waitFor(() => expect(scheduled()).toBe(1));
    expect(await screen.findByTestId('demo-info-modal')).toBeTruthy();
  });

  it('does not show the popup again the same day; the demo link still opens it', async () => {
    localStorage.setItem('demoPopupShown:7', localDay(new Date()));
    const scheduled = popupTimers();
    renderOverview('/empresa/7', company(CompanyMode.Demo));
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeTruthy();
    await afterPopupDelay();
    expect(scheduled()).toBe(0);
    expect(screen.queryByTestId('demo-info-modal')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sobre o modo demonstração' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver planos' }));
    await waitFor(() => expect(currentPath()).toBe('/planos/7'));
  });

  it('a full company gets no popup', async () => {
    const scheduled = popupTimers();
    renderOverview('/empresa/8', company(CompanyMode.Full, 8));
    expect(await screen.findByRole('heading', { name: 'Bem vindo!' })).toBeTruthy();
    await afterPopupDelay();
    expect(scheduled()).toBe(0);
    expect(localStorage.getItem('demoPopupShown:8')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sobre o modo demonstração' })).toBeNull();
  });
});

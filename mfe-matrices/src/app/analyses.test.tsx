import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MATRIX_THEMES, Role } from 'contracts';
import { currentPath, okResponse, useFakeNetwork } from 'contracts/testing';
import { testMcp } from '../features/mcp/test/fixtures';
import { testAnalysis } from '../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../test/render-host';
import { ANALYSES } from './analyses';

/** Where each kind's analysis is read, and how the server answers it (the MCP in camelCase). */
const ANSWERS = {
  ambiental: ['GET /api/ambientais/1/', testAnalysis(1, 'Cenário')],
  swot: ['GET /api/swots/1/', testAnalysis(1, 'Cenário')],
  mcp: ['GET /api/mcps/1/', testMcp(1, 'Cenário')],
  multifatorial: ['GET /api/multifatoriais/1/', { ...testAnalysis(1, 'Cenário'), mcp_id: null }],
} as const;

const menuOf = (label: string) =>
  within(screen.getByRole('navigation', { name: label }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the analysis registry', () => {
  const network = useFakeNetwork();

  it.each(ANALYSES.map((entry) => [entry.kind, entry] as const))('%s: the editor opens its first page, its menu lists its pages, the report and the history', async (kind, entry) => {
    network.on(ANSWERS[kind][0], okResponse(ANSWERS[kind][1]));
    const { record } = renderMatrices(`/empresa/7/${kind}/1`);
    await waitFor(() => expect(currentPath()).toBe(`/empresa/7/${kind}/1/${entry.pages[0]!.path}`));
    await screen.findByRole('navigation', { name: entry.menu.label });
    expect(menuOf(entry.menu.label)).toEqual([
      ...entry.pages.map((page) => [page.label, `/empresa/7/${kind}/1/${page.path}`]),
      ['Relatório', `/empresa/7/${kind}/1/relatorio`],
      ['Histórico', `/empresa/7/${kind}/1/historico`],
    ]);
    expect(record.headerTitles).toContainEqual({ title: MATRIX_THEMES[kind].title, analysisName: 'Cenário' });
    expect(screen.getByRole('link', { name: entry.menu.back }).getAttribute('href')).toBe(`/empresa/7/${kind}`);
  });

  it("leaves the pages that write out of a reader's menu (the MCP's import)", async () => {
    network.on('GET /api/mcps/1/', okResponse(testMcp(1, 'Cenário')));
    renderMatrices('/empresa/7/mcp/1/categorias', { currentCompany: companyFor(Role.Employee) });
    await screen.findByRole('navigation', { name: 'Menu da matriz MCP' });
    const labels = menuOf('Menu da matriz MCP').map(([label]) => label);
    expect(labels).toContain('Gráfico');
    expect(labels).not.toContain('Importar dados');
  });

  it('the overview shows a tile per kind, in the registry order, each opening its list', async () => {
    const none = { count: 0, last: null };
    network.on('GET /api/company/7/analyses_summary/', okResponse({ ambiental: none, swot: none, mcp: none, multifatorial: { count: 1, last: { id: 2, name: 'GE', updated_at: '2026-01-01T12:00:00.000Z' } } }));
    renderMatrices('/empresa/7');
    await waitFor(() => expect(screen.getByTestId('overview-tile-multifatorial').tagName).toBe('A'));
    expect(ANALYSES.map((entry) => screen.getByTestId(`overview-tile-${entry.kind}`).getAttribute('href'))).toEqual(
      ANALYSES.map((entry) => `/empresa/7/${entry.kind}`),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, Role } from 'contracts';
import { errorResponse, okResponse, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { testItem, testItems } from '../test/fixtures';

const PAGE = '/empresa/7/swot/5/itens';
const ITEMS = 'GET /api/swots/5/items/';

describe('SWOT items page', () => {
  const network = useFakeNetwork();
  const serve = (items = testItems()) => {
    network.on('GET /api/swots/5/', okResponse(testAnalysis(5, 'SWOT 2025')));
    network.on(ITEMS, () => okResponse(items));
    network.on('GET /api/company/7/ambiental/', okResponse([{ id: 9, company_id: 7, name: 'Cenário 2025', description: '', created_at: '', updated_at: '' }]));
    return items;
  };

  it('shows the four quadrants; adds an item; saves only the changed items', async () => {
    const items = serve();
    network.on('POST /api/swots/5/items/', ({ body }) => {
      const { quadrant, text } = body as { quadrant: 'W'; text: string };
      items.push(testItem(6, quadrant, text));
      return okResponse(items.at(-1));
    });
    network.on('PUT /api/swot_items/*', ({ body, path }) => okResponse({ ...testItem(Number(path.split('/')[3]), 'S', ''), ...(body as object) }));
    const { record } = renderMatrices(PAGE);
    const strengths = await screen.findByRole('region', { name: 'Forças' });
    expect(screen.getByTestId('matrix-header').textContent).toBe('Matriz SWOTSWOT 2025');
    expect(within(strengths).getByLabelText('Texto')).toHaveProperty('value', 'Marca forte');
    expect(within(screen.getByRole('region', { name: 'Oportunidades' })).getByText('importado da análise ambiental')).toBeTruthy();

    const weaknesses = screen.getByRole('region', { name: 'Fraquezas' });
    await userEvent.type(within(weaknesses).getByLabelText('Adicionar: fraqueza'), 'Equipe pequena');
    await userEvent.click(within(weaknesses).getByRole('button', { name: 'Adicionar' }));
    expect(await within(weaknesses).findByLabelText('Importância de Equipe pequena')).toBeTruthy();
    expect(network.callsTo('POST /api/swots/5/items/')[0]!.body).toEqual({ quadrant: 'W', text: 'Equipe pequena' });

    fireEvent.change(within(strengths).getByLabelText('Importância de Marca forte'), { target: { value: '0.8' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Alterações salvas.', type: 'success' }));
    expect(network.callsTo('PUT /api/swot_items/*').map((call) => [call.path, call.body])).toEqual([
      ['/api/swot_items/1/', { quadrant: 'S', text: 'Marca forte', importance: 0.8 }],
    ]);
  });

  it('a stale save (412) names who changed the item and shows their value; nothing is overwritten', async () => {
    const items = serve();
    network.on('PUT /api/swot_items/*', () => {
      // Ana renamed the item after this page loaded: the server answers 412 with the current item.
      items[0] = { ...items[0]!, text: 'Marca muito forte', version: 2 };
      return { status: 412, body: { success: false, errors: { general: [MESSAGES.staleVersion] }, message: MESSAGES.staleVersion, data: { current: items[0], changedBy: { id: 2, name: 'Ana' }, changedAt: '2026-01-02T03:04:05.000Z' } } };
    });
    renderMatrices(PAGE);
    const strengths = await screen.findByRole('region', { name: 'Forças' });
    fireEvent.change(within(strengths).getByLabelText('Importância de Marca forte'), { target: { value: '0.8' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Ana alterou este item. Veja a versão atual e salve de novo.')).toBeTruthy();
    expect(network.callsTo('PUT /api/swot_items/*')[0]!.headers.get('If-Match')).toBe('"1"');
    // The page refetches: Ana's text is shown, with the importance as stored.
    await waitFor(() => expect(within(strengths).getByLabelText('Texto')).toHaveProperty('value', 'Marca muito forte'));
    expect(within(strengths).getByLabelText('Importância de Marca muito forte')).toHaveProperty('value', '1');
  });

  it('imports from an Ambiental of the company, not while items have unsaved edits', async () => {
    serve();
    network.on('POST /api/swots/5/import_ambiental/', okResponse({ created: 2, updated: 1, items: testItems() }));
    const { record } = renderMatrices(PAGE);
    const importer = await screen.findByRole('region', { name: 'Importar da análise ambiental' });
    expect(await within(importer).findByRole('option', { name: 'Cenário 2025' })).toBeTruthy();

    fireEvent.change(within(screen.getByRole('region', { name: 'Forças' })).getByLabelText('Texto'), { target: { value: 'Marca' } });
    expect(within(importer).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
    expect(within(importer).getByText('Salve ou descarte as alterações dos itens antes de importar.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Descartar alterações' }));

    await userEvent.click(within(importer).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Importação concluída: 2 itens novos, 1 atualizado.', type: 'success' }));
    expect(network.callsTo('POST /api/swots/5/import_ambiental/')[0]!.body).toEqual({ ambientalId: 9 });

    network.on('POST /api/swots/5/import_ambiental/', errorResponse({ ambientalId: [MESSAGES.ambientalNotInCompany] }));
    // The first import's spinner may still be on for a moment on a busy machine.
    await waitFor(() => expect(within(importer).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', false));
    await userEvent.click(within(importer).getByRole('button', { name: 'Importar' }));
    expect((await within(importer).findByRole('alert')).textContent).toBe(MESSAGES.ambientalNotInCompany);
  });

  it('a Funcionário reads the items: nothing to change, nothing to import', async () => {
    serve();
    renderMatrices(PAGE, { currentCompany: companyFor(Role.Employee) });
    const strengths = await screen.findByRole('region', { name: 'Forças' });
    expect(within(strengths).getByLabelText('Texto')).toHaveProperty('readOnly', true);
    expect(within(strengths).getByLabelText('Importância de Marca forte')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('region', { name: 'Importar da análise ambiental' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(within(strengths).queryByRole('button', { name: 'Adicionar' })).toBeNull();
  });
});

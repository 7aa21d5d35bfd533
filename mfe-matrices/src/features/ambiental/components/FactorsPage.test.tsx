import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, Role } from 'contracts';
import { currentPath, okResponse, useFakeNetwork } from 'contracts/testing';
import { testAnalysis } from '../../../test/analysis-fixtures';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { testFactors, testSubfactor } from '../test/fixtures';

const TREE = 'GET /api/ambientais/3/factors/listWithSubfactors/';
const PAGE = '/empresa/7/ambiental/3/fatores';

describe('Ambiental factors page', () => {
  const network = useFakeNetwork();
  const serve = (factors = testFactors()) => {
    network.on('GET /api/ambientais/3/', okResponse(testAnalysis(3, 'Cenário 2025')));
    network.on(TREE, () => okResponse(factors));
    return factors;
  };

  it('shows the factors closed; opening one shows its subfactors; the header names the analysis', async () => {
    serve();
    const { record } = renderMatrices(PAGE);
    const politico = await screen.findByRole('region', { name: 'Político' });
    expect(screen.getByTestId('matrix-header').textContent).toBe('Matriz AmbientalCenário 2025');
    await waitFor(() => expect(record.headerTitles.at(-1)).toEqual({ title: 'Matriz Ambiental', analysisName: 'Cenário 2025' }));
    const toggle = within(politico).getByRole('button', { name: 'Abrir Político' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(politico).queryByLabelText('Nota de Eleições')).toBeNull();

    await userEvent.click(toggle);
    expect(within(politico).getByRole('button', { name: 'Fechar Político' }).getAttribute('aria-expanded')).toBe('true');
    const grade = within(politico).getByLabelText('Nota de Eleições') as HTMLInputElement;
    expect(grade.value).toBe('0.4');
    expect(grade.getAttribute('aria-valuetext')).toBe('4,00');
    expect(within(politico).getByLabelText('Tipo de Eleições')).toHaveProperty('value', 'ameaca');

    await userEvent.click(within(screen.getByRole('region', { name: 'Econômico' })).getByRole('button', { name: 'Abrir Econômico' }));
    expect(screen.getByText('Nenhum subfator neste fator: ele conta como neutro (5,00).')).toBeTruthy();
  });

  it('saves only the changed factors and subfactors, asks before leaving with unsaved edits', async () => {
    serve();
    network.on('PUT /api/factors/*', ({ body, path }) => okResponse({ id: Number(path.split('/')[3]), version: 1, ambientalId: 3, ...(body as object) }));
    network.on('PUT /api/subfactors/*', ({ body, path }) => okResponse({ id: Number(path.split('/')[3]), version: 1, factorId: 11, ...(body as object) }));
    renderMatrices(PAGE);
    const politico = await screen.findByRole('region', { name: 'Político' });
    const save = screen.getByRole('button', { name: 'Salvar alterações' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(within(politico).getByLabelText('Importância de Político'), { target: { value: '0.9' } });
    await userEvent.click(within(politico).getByRole('button', { name: 'Abrir Político' }));
    fireEvent.change(within(politico).getByLabelText('Nota de Eleições'), { target: { value: '0.75' } });
    // An edit back to the saved value is no edit.
    fireEvent.change(within(politico).getByLabelText('Importância de Reformas'), { target: { value: '0.6' } });
    fireEvent.change(within(politico).getByLabelText('Importância de Reformas'), { target: { value: '0.5' } });
    expect(screen.getByTestId('unsaved-notice').textContent).toBe('Há alterações não salvas.');

    // Leaving asks first; staying keeps the edits.
    await userEvent.click(screen.getByRole('link', { name: 'Gráfico' }));
    const leave = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(leave).getByRole('button', { name: 'Continuar editando' }));
    expect(currentPath()).toBe(PAGE);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-notice')).toBeNull());
    expect(network.callsTo('PUT /api/factors/*').map((call) => [call.path, call.body])).toEqual([['/api/factors/11/', { name: 'Político', importance: 0.9 }]]);
    expect(network.callsTo('PUT /api/subfactors/*').map((call) => [call.path, call.body])).toEqual([
      ['/api/subfactors/101/', { name: 'Eleições', kind: 'ameaca', importance: 0.8, grade: 0.75 }],
    ]);
  });

  it('refuses an empty name under the field and keeps the save disabled', async () => {
    serve();
    renderMatrices(PAGE);
    const politico = await screen.findByRole('region', { name: 'Político' });
    await userEvent.clear(within(politico).getByLabelText('Nome do fator'));
    expect(within(politico).getByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toHaveProperty('disabled', true);
  });

  it('adds and deletes factors and subfactors', async () => {
    const factors = serve();
    network.on('POST /api/ambientais/3/factors/', ({ body }) => {
      factors.push({ id: 13, version: 1, ambientalId: 3, name: (body as { name: string }).name, importance: 0.5, subfactors: [] });
      return okResponse(factors.at(-1));
    });
    network.on('POST /api/factors/12/subfactors/', ({ body }) => {
      const sub = testSubfactor(201, 12, (body as { name: string }).name, { kind: (body as { kind: 'ameaca' }).kind });
      factors[1]!.subfactors.push(sub);
      return okResponse(sub);
    });
    network.on('DELETE /api/factors/11/', () => {
      factors.splice(0, 1);
      return okResponse(null);
    });
    renderMatrices(PAGE);
    const add = await screen.findByTestId('add-factor');
    await userEvent.type(within(add).getByLabelText('Novo fator'), 'Demográfico');
    await userEvent.click(within(add).getByRole('button', { name: 'Adicionar fator' }));
    expect(await screen.findByRole('region', { name: 'Demográfico' })).toBeTruthy();
    expect(network.callsTo('POST /api/ambientais/3/factors/')[0]!.body).toEqual({ name: 'Demográfico' });

    const economico = screen.getByRole('region', { name: 'Econômico' });
    await userEvent.click(within(economico).getByRole('button', { name: 'Abrir Econômico' }));
    const addSub = within(economico).getByTestId('add-subfactor-12');
    await userEvent.selectOptions(within(addSub).getByLabelText('Tipo'), 'ameaca');
    await userEvent.type(within(addSub).getByLabelText('Novo subfator'), 'Juros altos');
    await userEvent.click(within(addSub).getByRole('button', { name: 'Adicionar subfator' }));
    expect(await within(economico).findByLabelText('Nota de Juros altos')).toBeTruthy();
    expect(network.callsTo('POST /api/factors/12/subfactors/')[0]!.body).toEqual({ name: 'Juros altos', kind: 'ameaca' });

    await userEvent.click(within(screen.getByRole('region', { name: 'Político' })).getByRole('button', { name: 'Excluir Político' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir fator' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Político' })).toBeNull());
  });

  it('a Funcionário reads the factors: nothing to change, nothing to save', async () => {
    serve();
    renderMatrices(PAGE, { currentCompany: companyFor(Role.Employee) });
    const politico = await screen.findByRole('region', { name: 'Político' });
    expect(within(politico).getByLabelText('Importância de Político')).toHaveProperty('disabled', true);
    expect(within(politico).getByLabelText('Nome do fator')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(screen.queryByTestId('add-factor')).toBeNull();
    expect(within(politico).queryByRole('button', { name: 'Excluir Político' })).toBeNull();
  });
});

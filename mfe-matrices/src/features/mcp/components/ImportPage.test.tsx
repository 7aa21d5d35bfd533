import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okResponse, useFakeNetwork } from 'contracts/testing';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { answerMcp } from '../test/fake-mcp';

const SAVE = 'PUT /api/mcps/1/control_data/';
const HEADER = 'tipo;categoria;nome;mês;faturamento;custo;quantidade';
const csv = (...lines: string[]) => new File([[HEADER, ...lines].join('\n')], 'dados.csv', { type: 'text/csv' });

describe('control data import page', () => {
  const network = useFakeNetwork();

  it('lists every bad row with its reason and saves nothing; a good file is previewed and saved', async () => {
    answerMcp(network);
    network.on(SAVE, okResponse({ products: [], competitors: [] }));
    const { record } = renderMatrices('/empresa/7/mcp/1/importar');
    const input = await screen.findByLabelText('Arquivo (CSV ou XLSX)');

    await userEvent.upload(input, csv('produto;Sucos;Laranja;2024-01;100;40;10', 'produto;;Manga;2024-01;1;1;1', 'concorrente;;Rival;13/2024;1;1;1'));
    const problems = await screen.findByTestId('mcp-import-problems');
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Linha 3: Produto não encontrado: "Manga".',
      'Linha 4: Mês inválido (use AAAA-MM ou MM/AAAA): "13/2024".',
    ]);
    expect((screen.getByRole('button', { name: 'Salvar importação' }) as HTMLButtonElement).disabled).toBe(true);
    // The good line is shown, but not as a line to save.
    expect(screen.getByRole('table', { name: 'Linhas sem problema (1): nada será salvo enquanto houver linhas com problema' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Linhas a salvar/ })).toBeNull();

    // A competitor's blank cost and units are 0.
    await userEvent.upload(input, csv('produto;Sucos;Laranja;2024-01;"1.234,56";400;10', 'concorrente;Sucos;Rival;01/2024;2000;;'));
    const preview = await screen.findByRole('table', { name: 'Linhas a salvar (2)' });
    expect(screen.queryByTestId('mcp-import-problems')).toBeNull();
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(within(preview).getByRole('row', { name: /Laranja/ }).textContent?.replace(/\u00a0/g, ' ')).toContain('R$ 1.234,56');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar importação' }));
    await waitFor(() => expect(network.callsTo(SAVE)).toHaveLength(1));
    expect(network.callsTo(SAVE)[0]!.body).toEqual([
      { kind: 'product', id: 1, date: '2024-01-01', total: 1234.56, cost: 400, amount: 10 },
      { kind: 'competitor', id: 7, date: '2024-01-01', total: 2000, cost: 0, amount: 0 },
    ]);
    await waitFor(() => expect(record.notifications).toContainEqual({ message: 'Dados importados.', type: 'success' }));
  });

  it('offers a CSV template with a product and a competitor line', async () => {
    answerMcp(network);
    renderMatrices('/empresa/7/mcp/1/importar');
    const link = await screen.findByRole('link', { name: 'Baixar modelo CSV' });
    const template = decodeURIComponent(link.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''));
    expect(template.split('\n').map((line) => line.split(';')[0])).toEqual(['Tipo', 'produto', 'concorrente', '']);
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    answerMcp(network);
    renderMatrices('/empresa/7/mcp/1/importar');
    await userEvent.upload(await screen.findByLabelText('Arquivo (CSV ou XLSX)'), new File(['x'], 'dados.xls'), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe('Formato não suportado. Envie um arquivo .csv ou .xlsx.');
  });

  it('is not offered to a Funcionário', async () => {
    answerMcp(network);
    renderMatrices('/empresa/7/mcp/1/importar', { currentCompany: companyFor(4) });
    expect(await screen.findAllByText('Você pode consultar esta análise, mas não alterá-la (cargo Funcionário).')).not.toHaveLength(0);
    expect(screen.queryByLabelText('Arquivo (CSV ou XLSX)')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Importar dados' })).toBeNull();
  });
});

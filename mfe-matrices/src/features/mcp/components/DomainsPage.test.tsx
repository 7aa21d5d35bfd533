import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from 'contracts';
import { okResponse, useFakeNetwork } from 'contracts/testing';
import { companyFor, renderMatrices } from '../../../test/render-host';
import { answerMcp, PRODUCTS } from '../test/fake-mcp';

const DOMAINS = [{ id: 5, name: 'Região', subcategories: [{ id: 9, name: 'Sul' }, { id: 10, name: 'Norte' }] }];
const info = (tags: unknown[]) => ({ product: PRODUCTS[0]!.products[0], tags, control: [], expenses: [] });

describe('domains page', () => {
  const network = useFakeNetwork();

  it('classifies the product in a domain, creates a subcategory and a domain through it', async () => {
    answerMcp(network);
    network.on('GET /api/mcps/1/retrieve_domains_and_categories/', okResponse(DOMAINS));
    network.on('GET /api/products/1/retrieve_additional_info/', okResponse(info([{ domainId: 5, domainName: 'Região', subcategoryId: 10, subcategoryName: 'Norte' }])));
    network.on('PUT /api/products/1/update_product_subcategory/', okResponse(null));
    network.on('POST /api/products/1/add_product_subcategory/', okResponse(null));
    network.on('POST /api/products/1/add_product_domain/', okResponse(null));
    renderMatrices('/empresa/7/mcp/1/dominios');
    expect((await screen.findByRole('list', { name: 'Domínios e subcategorias' })).textContent).toBe('Região: Sul, Norte');

    const region = (await screen.findByRole('combobox', { name: 'Região' })) as HTMLSelectElement;
    expect(region.value).toBe('10');
    fireEvent.change(region, { target: { value: '9' } });
    await waitFor(() => expect(network.callsTo('PUT /api/products/1/update_product_subcategory/')).toHaveLength(1));
    expect(network.callsTo('PUT /api/products/1/update_product_subcategory/')[0]!.body).toEqual({ domainId: 5, subcategoryId: 9 });

    await userEvent.click(screen.getByRole('button', { name: 'Nova subcategoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova subcategoria (Região)' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Sudeste');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(network.callsTo('POST /api/products/1/add_product_subcategory/')).toHaveLength(1));
    expect(network.callsTo('POST /api/products/1/add_product_subcategory/')[0]!.body).toEqual({ domainId: 5, name: 'Sudeste' });

    await userEvent.click(screen.getByRole('button', { name: 'Novo domínio' }));
    const domainDialog = await screen.findByRole('dialog', { name: 'Novo domínio' });
    await userEvent.type(within(domainDialog).getByLabelText('Nome'), 'Canal');
    await userEvent.click(within(domainDialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(network.callsTo('POST /api/products/1/add_product_domain/')).toHaveLength(1));
    expect(network.callsTo('POST /api/products/1/add_product_domain/')[0]!.body).toEqual({ name: 'Canal' });
  });

  it("names the versions it saw: a colleague's rename or retag meanwhile is refused with their name, nothing overwritten", async () => {
    answerMcp(network);
    network.on('GET /api/mcps/1/retrieve_domains_and_categories/', okResponse([{ ...DOMAINS[0], version: 3 }]));
    network.on('GET /api/products/1/retrieve_additional_info/', okResponse(info([{ domainId: 5, domainName: 'Região', subcategoryId: 10, subcategoryName: 'Norte', version: 4 }])));
    const stale = (current: unknown) => () => ({
      status: 412,
      body: { success: false, data: { current, changedBy: { id: 9, name: 'Ana' }, changedAt: '2025-03-02T10:00:00.000Z' }, errors: { general: [MESSAGES.staleVersion] }, message: MESSAGES.staleVersion },
    });
    network.on('PUT /api/products/1/update_product_domain/', stale({ id: 5, version: 4, name: 'Estado', subcategories: [] }));
    network.on('PUT /api/products/1/update_product_subcategory/', stale({ domainId: 5, domainName: 'Região', subcategoryId: 9, subcategoryName: 'Sul', version: 5 }));
    renderMatrices('/empresa/7/mcp/1/dominios');

    fireEvent.change(await screen.findByRole('combobox', { name: 'Região' }), { target: { value: '9' } });
    await waitFor(() => expect(network.callsTo('PUT /api/products/1/update_product_subcategory/')).toHaveLength(1));
    expect(network.callsTo('PUT /api/products/1/update_product_subcategory/')[0]!.headers.get('If-Match')).toBe('"4"');
    expect(await screen.findByText('Ana alterou este item. Veja a versão atual e salve de novo.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Renomear domínio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear domínio' });
    await userEvent.clear(within(dialog).getByLabelText('Nome'));
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'País');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(network.callsTo('PUT /api/products/1/update_product_domain/')).toHaveLength(1));
    expect(network.callsTo('PUT /api/products/1/update_product_domain/')[0]!.headers.get('If-Match')).toBe('"3"');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Ana alterou este item. Veja a versão atual e salve de novo.');
  });

  it("shows a Funcionário each product's classification, read-only", async () => {
    answerMcp(network);
    network.on('GET /api/mcps/1/retrieve_domains_and_categories/', okResponse(DOMAINS));
    network.on('GET /api/products/1/retrieve_additional_info/', okResponse(info([])));
    renderMatrices('/empresa/7/mcp/1/dominios', { currentCompany: companyFor(4) });
    expect((await screen.findByText('Região: (sem subcategoria)')).tagName).toBe('P');
    expect(screen.queryByRole('button', { name: /Novo|Nova|Renomear/ })).toBeNull();
  });
});

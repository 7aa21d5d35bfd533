import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevHost } from 'contracts/client';
import routes from './routes';

describe('mfe-companies routes', () => {
  it.each([
    ['/empresas', 'companies-page', 'Empresas'],
    ['/selecionarEmpresa', 'select-company-page', 'Selecione a sua empresa'],
    ['/novaEmpresa', 'new-company-page', 'Nova Empresa'],
    ['/atualizarEmpresa/7', 'update-company-page', 'Atualizar Empresa'],
    ['/administracao', 'administration-page', 'Administração'],
    ['/administracao/7', 'administration-page', 'Administração'],
  ])('%s opens %s titled "%s"', async (path, testId, title) => {
    window.history.replaceState(null, '', path);
    render(<DevHost routes={routes} name="mfe_companies" />);
    expect((await screen.findByTestId(testId)).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

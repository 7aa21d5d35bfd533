import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from 'contracts';
import { SUPPORT_EMAIL } from 'contracts/client';
import { useFakeNetwork } from 'contracts/testing';
import { renderPage } from '../../test/render-page';

useFakeNetwork();

describe('terms page', () => {
  it('shows the terms of use to a guest, with the LGPD, the payments and the support address', async () => {
    renderPage('/termos');
    const page = await screen.findByTestId('terms-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeTruthy();
    expect(within(page).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Sua conta',
      '2. Empresas e colaboradores',
      '3. Dados pessoais e LGPD',
      '4. Período de teste e pagamentos',
      '5. Uso adequado',
      '6. Alterações destes termos',
      '7. Contato',
    ]);
    expect(page.textContent).toContain('Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018)');
    expect(page.textContent).toContain(`${TRIAL_DAYS} dias de teste gratuito`);
    expect(page.textContent).toContain('reais (R$)');
    expect(within(page).getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });
});

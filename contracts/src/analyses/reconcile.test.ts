import { describe, expect, it } from 'vitest';
import { type McpStance, type MultifatorialStance, reconcileMcpMultifatorial } from './reconcile.js';

const product = (name: string, quadrant: McpStance['quadrant'], rms: number, growth: number | null): McpStance => ({ name, quadrant, rms, growth });
const item = (name: string, zone: MultifatorialStance['zone'], x: number, y: number, date = '2026-10-01'): MultifatorialStance => ({ name, date, zone, x, y });

describe('reconcileMcpMultifatorial', () => {
  it('lists the agreements first, then each disagreement with both analyses’ figures, and why they can differ', () => {
    const reconciliation = reconcileMcpMultifatorial(
      [
        product('Pão francês', 'Abacaxi', 0.5, -0.02),
        product('Bolo de fubá', 'Estrela', 1.5, 0.15),
        product('Sonho', 'Vaca Leiteira', 2, 0),
        product('Café', 'Interrogação', 0.4, 0.3),
      ],
      [
        item('Pão francês', 'Investir/Crescer', 0.75, 0.8),
        item('Bolo de fubá', 'Investir/Crescer', 0.9, 0.7),
        item('Sonho', 'Seletividade', 0.5, 0.5),
        item('Café', 'Colher/Desinvestir', 0.2, 0.3),
      ],
    )!;
    expect(reconciliation.title).toBe('MCP e Multifatorial, produto a produto');
    expect(reconciliation.sections).toEqual([
      {
        title: 'Onde as análises concordam',
        lines: [
          'Bolo de fubá: Estrela na MCP e Investir/Crescer na Multifatorial — as duas indicam investir.',
          'Sonho: Vaca Leiteira na MCP e Seletividade na Multifatorial — as duas indicam investir com seletividade ou manter.',
        ],
      },
      {
        title: 'Onde as análises divergem',
        lines: [
          'Pão francês: a MCP indica colher ou desinvestir (Abacaxi: participação relativa 0,50× num mercado que cresceu -2,0 %), a Multifatorial indica investir (Investir/Crescer: força competitiva 7,5 e atratividade 8,0 de 10).',
          'Café: a MCP indica investir com seletividade ou manter (Interrogação: participação relativa 0,40× num mercado que cresceu 30,0 %), a Multifatorial indica colher ou desinvestir (Colher/Desinvestir: força competitiva 2,0 e atratividade 3,0 de 10).',
        ],
      },
    ]);
    expect(reconciliation.note).toMatch(/^Por que divergem: a MCP olha só a participação e o crescimento das vendas .*; a Multifatorial pondera critérios de atratividade do mercado e de força competitiva/);
  });

  it("reads each item's latest graded month, matches names whatever their case and accents, and skips what only one analysis has", () => {
    const reconciliation = reconcileMcpMultifatorial(
      [product('Pão Francês ', 'Estrela', 1.2, 0.1), product('Torta', 'Abacaxi', 0.2, -0.1), product('Broa', null, 0.5, null)],
      [
        item('pao francês', 'Colher/Desinvestir', 0.1, 0.1, '2026-09-01'),
        item('pao francês', 'Investir/Crescer', 0.8, 0.8, '2026-10-01'),
        item('Broa', 'Colher/Desinvestir', 0.1, 0.1),
        item('Rosca', 'Seletividade', 0.5, 0.5),
      ],
    )!;
    expect(reconciliation.sections).toEqual([
      { title: 'Onde as análises concordam', lines: ['Pão Francês: Estrela na MCP e Investir/Crescer na Multifatorial — as duas indicam investir.'] },
    ]);
    expect(reconciliation.note).toBe('Nenhuma divergência: nos produtos presentes nas duas análises, as recomendações coincidem.');
  });

  it('is null when no classified product is in both analyses', () => {
    expect(reconcileMcpMultifatorial([product('Broa', null, 1, null)], [item('Broa', 'Seletividade', 0.5, 0.5)])).toBeNull();
    expect(reconcileMcpMultifatorial([], [])).toBeNull();
  });
});

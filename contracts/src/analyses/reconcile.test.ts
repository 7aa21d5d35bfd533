import { describe, expect, it } from 'vitest';
import {
  type McpStance,
  type MultifatorialStance,
  mcpMarketStances,
  multifatorialMarketStances,
  reconcileMarkets,
  reconcileMcpMultifatorial,
} from './reconcile.js';

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

describe('reconcileMarkets', () => {
  const market = (name: string, growth: number, threshold = 0.1) => ({ name, growth, threshold });
  const graded = (name: string, attractiveness: number, date = '2026-10-01') => ({ name, date, attractiveness });

  it('sets each MCP market beside the Multifatorial and the Ambiental, agreements first, each disagreement with both readings and why', () => {
    const reconciliation = reconcileMarkets([market('Pães', 0.15), market('Doces', -0.02), market('Bebidas', 0.04, 0.0241)], {
      multifatorial: [graded('Pães', 0.7), graded('Doces', 0.8), graded('Bebidas', 0.3)],
      favorability: 0.42,
    })!;
    expect(reconciliation.title).toBe('Mercados: MCP, Multifatorial e Ambiental');
    expect(reconciliation.sections).toEqual([
      {
        title: 'Onde as análises concordam sobre os mercados',
        lines: [
          'Pães: a MCP (crescimento de 15,0 %, acima do limite de 10,0 %) e a Multifatorial (atratividade 7,0 de 10) o veem como um mercado promissor.',
          'Doces: a MCP (crescimento de -2,0 %, abaixo do limite de 10,0 %) e a Ambiental (ambiente da empresa desfavorável, favorabilidade 4,2 de 10) o veem como um mercado pouco promissor.',
        ],
      },
      {
        title: 'Onde as análises divergem sobre os mercados',
        lines: [
          'Pães: a MCP o vê como um mercado promissor (crescimento de 15,0 %, acima do limite de 10,0 %), a Ambiental como um mercado pouco promissor (ambiente da empresa desfavorável, favorabilidade 4,2 de 10).',
          'Doces: a MCP o vê como um mercado pouco promissor (crescimento de -2,0 %, abaixo do limite de 10,0 %), a Multifatorial como um mercado promissor (atratividade 8,0 de 10).',
          // A 4 % market growth against the threshold scaled to the period (2,4 %) is promising.
          'Bebidas: a MCP o vê como um mercado promissor (crescimento de 4,0 %, acima do limite de 2,4 %), a Multifatorial como um mercado pouco promissor (atratividade 3,0 de 10).',
          'Bebidas: a MCP o vê como um mercado promissor (crescimento de 4,0 %, acima do limite de 2,4 %), a Ambiental como um mercado pouco promissor (ambiente da empresa desfavorável, favorabilidade 4,2 de 10).',
        ],
      },
    ]);
    expect(reconciliation.note).toMatch(/^Por que divergem: a MCP lê o mercado pelas vendas .*; a Multifatorial, pelos critérios de atratividade .*; a Ambiental, pelos fatores do ambiente da empresa como um todo/);
  });

  it("reads each Multifatorial market's latest month, matches names whatever their case and accents, and a neutral environment says nothing", () => {
    const reconciliation = reconcileMarkets([market('Pães ', 0.1), market('Tortas', 0.3)], {
      multifatorial: [graded('paes', 0.2, '2026-09-01'), graded('PÃES', 0.5, '2026-10-01')],
      favorability: 0.5,
    })!;
    expect(reconciliation.sections).toEqual([
      {
        title: 'Onde as análises concordam sobre os mercados',
        lines: ['Pães: a MCP (crescimento de 10,0 %, acima do limite de 10,0 %) e a Multifatorial (atratividade 5,0 de 10) o veem como um mercado promissor.'],
      },
    ]);
    expect(reconciliation.note).toBe('Nenhuma divergência: nos mercados presentes nas análises, as leituras coincidem.');
  });

  it('is null when no market has a second reading', () => {
    expect(reconcileMarkets([market('Pães', 0.1)], { multifatorial: [graded('Doces', 0.9)], favorability: 0.5 })).toBeNull();
    expect(reconcileMarkets([], { favorability: 0.9 })).toBeNull();
  });

  it("names the MCP period's markets once each, with a known growth, and the Multifatorial's points' markets", () => {
    const names = new Map([
      [1, 'Pães'],
      [2, 'Doces'],
    ]);
    const period = {
      threshold: 0.1,
      items: [
        { categoryId: 1, growth: 0.2 },
        { categoryId: 1, growth: 0.2 },
        { categoryId: 2, growth: null },
        { categoryId: 3, growth: 0.5 },
      ],
    };
    expect(mcpMarketStances(period, names)).toEqual([{ name: 'Pães', growth: 0.2, threshold: 0.1 }]);
    expect(multifatorialMarketStances([{ categoryId: 2, date: '2026-10-01', y: 0.4 }, { categoryId: 9, date: '2026-10-01', y: 1 }], names)).toEqual([
      { name: 'Doces', date: '2026-10-01', attractiveness: 0.4 },
    ]);
  });
});

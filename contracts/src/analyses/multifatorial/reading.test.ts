import { describe, expect, it } from 'vitest';
import type { GeZone } from './formulas.js';
import { multifatorialReading } from './reading.js';
import { DEFAULT_MULTIFATORIAL_CRITERIA, type MultifatorialPoint } from './schema.js';

const point = (itemId: number, name: string, faturamento: number, date: string, zone: GeZone): MultifatorialPoint => ({
  itemId,
  multifatorialId: 1,
  categoryId: 1,
  name,
  color: 0,
  date,
  x: 0.5,
  y: 0.5,
  size: 0,
  faturamento,
  zone,
  grades: [],
});

describe('multifatorialReading', () => {
  // Three items' trajectories over August–October; October is the last graded month, September the previous.
  const points = [
    point(1, 'Pão francês', 6000, '2026-08-01', 'Seletividade'),
    point(1, 'Pão francês', 6000, '2026-10-01', 'Investir/Crescer'),
    point(2, 'Bolo', 3000, '2026-08-01', 'Investir/Crescer'),
    // Not graded in October: still Investir/Crescer, no change.
    point(2, 'Bolo', 3000, '2026-09-01', 'Investir/Crescer'),
    point(3, 'Sonho', 1000, '2026-09-01', 'Seletividade'),
    point(3, 'Sonho', 1000, '2026-10-01', 'Colher/Desinvestir'),
  ];

  it('counts the items of each zone with their faturamento share, the zone changes and the heaviest criteria', () => {
    const reading = multifatorialReading(points, DEFAULT_MULTIFATORIAL_CRITERIA);
    expect(reading!.sections).toEqual([
      {
        title: 'Itens por zona',
        // (6 000 + 3 000) / 10 000 and 1 000 / 10 000
        lines: ['Investir/Crescer: 2 itens, 90,0 % do faturamento (Pão francês e Bolo).', 'Seletividade: nenhum item.', 'Colher/Desinvestir: 1 item, 10,0 % do faturamento (Sonho).'],
      },
      {
        title: 'Mudanças de zona',
        // Pão francês stood in September where August left it.
        lines: ['Pão francês: Seletividade → Investir/Crescer.', 'Sonho: Seletividade → Colher/Desinvestir.'],
      },
      {
        title: 'Critérios de maior peso',
        // Importances 0.3, 0.3, 0.2, 0.2 on each axis: the first two hold 60 % ≥ 50 %.
        lines: [
          'Atratividade do mercado: Tamanho do mercado (30,0 %) e Crescimento do mercado (30,0 %) — 60,0 % do peso do eixo.',
          'Força competitiva: Participação de mercado (30,0 %) e Qualidade do produto (30,0 %) — 60,0 % do peso do eixo.',
        ],
      },
    ]);
    expect(reading!.headline).toBe('Outubro/2026: 2 de 3 itens em Investir/Crescer (90,0 % do faturamento); 2 itens mudaram de zona.');
  });

  it('says which of the heaviest criteria count inverted ("quanto maior, pior")', () => {
    const criteria = [
      { axis: 'attractiveness' as const, name: 'Intensidade da concorrência', importance: 0.6, higherIsWorse: true },
      { axis: 'attractiveness' as const, name: 'Tamanho do mercado', importance: 0.4, higherIsWorse: false },
    ];
    expect(multifatorialReading(points, criteria)!.sections[2].lines[0]).toBe(
      'Atratividade do mercado: Intensidade da concorrência (60,0 %; quanto maior, pior: nota alta conta como baixa) — 60,0 % do peso do eixo.',
    );
  });

  it('has nothing to compare in a single graded month, and nothing to read without points', () => {
    const reading = multifatorialReading([point(1, 'Bolo', 0, '2026-08-01', 'Seletividade')], [{ axis: 'force', name: 'Marca', importance: 0, higherIsWorse: false }]);
    expect(reading!.sections.map((section) => section.lines)).toEqual([
      ['Investir/Crescer: nenhum item.', 'Seletividade: 1 item, 0,0 % do faturamento (Bolo).', 'Colher/Desinvestir: nenhum item.'],
      ['Um só mês com notas: não há mês anterior para comparar.'],
      ['Atratividade do mercado: nenhum critério com importância.', 'Força competitiva: nenhum critério com importância.'],
    ]);
    expect(reading!.headline).toBe('Agosto/2026: 0 de 1 item em Investir/Crescer (0,0 % do faturamento); nenhum mudou de zona.');
    expect(multifatorialReading([], DEFAULT_MULTIFATORIAL_CRITERIA)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ambientalChartData } from './chart.js';
import { ambientalReading, favorabilityBand } from './reading.js';

const sub = (id: number, factorId: number, name: string, kind: 'oportunidade' | 'ameaca', importance: number, grade: number) => ({ id, version: 1, factorId, name, kind, importance, grade });
const factor = (id: number, name: string, importance: number, subfactors: ReturnType<typeof sub>[] = []) => ({ id, version: 1, ambientalId: 1, name, importance, subfactors });

describe('ambientalReading', () => {
  // A bakery's environment; favourabilities (0.5 + (O − T) / 2):
  //   Político     imp 0.5: O = 0.8 × 0.7 / 0.8 = 0.7                          → 0.85
  //   Econômico    imp 1  : O = 0.2 × 0.5 / 1.1, T = 0.9 × 0.9 / 1.1 = 0.736 → 0.177
  //   Social       imp 0.5: O = 0.6 × 0.5 / 0.6 = 0.5                          → 0.75
  //   Tecnológico  imp 0.5: O = 1 × 0.9 / 1 = 0.9                              → 0.95
  //   Ambiental    imp 0.5: nothing                                            → 0.5
  //   Legal        imp 0.5: T = 0.4 × 0.5 / 0.4 = 0.5                          → 0.25
  // environment = (0.425 + 0.177 + 0.375 + 0.475 + 0.25 + 0.125) / 3.5 = 0.522 → 5,2 de 10
  const chart = ambientalChartData([
    factor(1, 'Político', 0.5, [sub(11, 1, 'Reforma tributária', 'oportunidade', 0.8, 0.7)]),
    factor(2, 'Econômico', 1, [sub(21, 2, 'Inflação alta', 'ameaca', 0.9, 0.9), sub(22, 2, 'Crédito barato', 'oportunidade', 0.2, 0.5)]),
    factor(3, 'Social', 0.5, [sub(31, 3, 'Consumo de café em alta', 'oportunidade', 0.6, 0.5)]),
    factor(4, 'Tecnológico', 0.5, [sub(41, 4, 'Delivery por aplicativo', 'oportunidade', 1, 0.9)]),
    factor(5, 'Ambiental', 0.5),
    factor(6, 'Legal', 0.5, [sub(61, 6, 'Nova norma sanitária', 'ameaca', 0.4, 0.5)]),
  ]);

  it('reads the band, the three strongest opportunities and threats, and the factors pulling down', () => {
    const reading = ambientalReading(chart);
    expect(reading.sections).toEqual([
      { title: 'Favorabilidade', lines: ['Favorabilidade do ambiente: 5,2 de 10 — ambiente favorável (acima de 5 o ambiente favorece a empresa).'] },
      {
        title: 'As três oportunidades mais fortes',
        // importance × grade: 0.9, 0.56, 0.3 (Crédito barato's 0.1 is the fourth)
        lines: [
          'Delivery por aplicativo (Tecnológico): peso 9,0 de 10.',
          'Reforma tributária (Político): peso 5,6 de 10.',
          'Consumo de café em alta (Social): peso 3,0 de 10.',
        ],
      },
      { title: 'As três ameaças mais fortes', lines: ['Inflação alta (Econômico): peso 8,1 de 10.', 'Nova norma sanitária (Legal): peso 2,0 de 10.'] },
      {
        title: 'Fatores que puxam o resultado para baixo',
        // importance × (0.5 − favourability): Econômico 1 × 0.323, Legal 0.5 × 0.25 = 0.125
        lines: ['Econômico: favorabilidade 1,8 de 10, importância 10,0.', 'Legal: favorabilidade 2,5 de 10, importância 5,0.'],
      },
    ]);
    expect(reading.headline).toBe('Ambiente favorável (5,2 de 10); maior oportunidade: Delivery por aplicativo; maior ameaça: Inflação alta.');
  });

  it('says when nothing was weighed yet', () => {
    const reading = ambientalReading(ambientalChartData([factor(1, 'Político', 0.5)]));
    expect(reading.headline).toBe('Ambiente neutro (5,0 de 10); maior oportunidade: nenhuma; maior ameaça: nenhuma.');
    expect(reading.sections.slice(1).map((section) => section.lines)).toEqual([
      ['Nenhuma oportunidade avaliada.'],
      ['Nenhuma ameaça avaliada.'],
      ['Nenhum fator está abaixo do neutro (5 de 10).'],
    ]);
  });
});

describe('favorabilityBand', () => {
  it('is neutral at 0.5 only, favourable above it, "muito" a quarter away', () => {
    expect([0, 0.25, 0.26, 0.49, 0.5, 0.51, 0.74, 0.75, 1].map(favorabilityBand)).toEqual([
      'veryUnfavorable',
      'veryUnfavorable',
      'unfavorable',
      'unfavorable',
      'neutral',
      'favorable',
      'favorable',
      'veryFavorable',
      'veryFavorable',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { swotChartData } from './chart.js';
import { swotReading } from './reading.js';
import type { SwotItem } from './schema.js';

const item = (id: number, quadrant: SwotItem['quadrant'], text: string, importance: number): SwotItem => ({ id, version: 1, swotId: 1, quadrant, text, importance, subfactorId: null });

describe('swotReading', () => {
  const items = [
    item(1, 'S', 'Marca forte', 0.8),
    item(2, 'S', 'Equipe experiente', 0.5),
    item(3, 'W', 'Pouco capital', 0.6),
    item(4, 'O', 'Mercado em alta', 0.9),
    item(5, 'T', 'Concorrência', 0.7),
  ];
  // Scores (Σ imp × imp × intensity / 3 over Σ imp × imp):
  //   ofensiva        (0.72 × 3/3 + 0.45 × 1/3) / (0.72 + 0.45) = 0.87 / 1.17 = 0.744 → 7,4
  //   defensiva       (0.56 × 1/3 + 0.35 × 0) / (0.56 + 0.35) = 0.205              → 2,1
  //   debilidade      0.54 × 0 / 0.54                                                → 0,0
  //   vulnerabilidade 0.42 × 2/3 / 0.42 = 0.667                                     → 6,7
  const chart = swotChartData(items, [
    { internal: 1, external: 4, intensity: 3 },
    { internal: 2, external: 4, intensity: 1 },
    { internal: 3, external: 5, intensity: 2 },
    { internal: 1, external: 5, intensity: 1 },
  ]);

  it('gives the posture with the four scores, and the strongest crossings by weight', () => {
    const reading = swotReading(chart);
    expect(reading.sections).toEqual([
      {
        title: 'Postura e por quê',
        lines: [
          'Postura de Desenvolvimento: Capacidade ofensiva tem a maior pontuação (7,4 de 10).',
          'Pontuações dos cruzamentos: Capacidade ofensiva 7,4, Vulnerabilidade 6,7, Capacidade defensiva 2,1 e Debilidade 0,0.',
          'Usar as forças para aproveitar as oportunidades.',
        ],
      },
      {
        title: 'Cruzamentos mais fortes',
        // imp × imp × intensity / 3: 0.8 × 0.9 × 1 = 0.72; 0.6 × 0.7 × 2/3 = 0.28; 0.8 × 0.7 × 1/3 = 0.187 (0.5 × 0.9 × 1/3 = 0.15 is the fourth)
        lines: [
          'Marca forte × Mercado em alta (Capacidade ofensiva): intensidade forte, peso 7,2 de 10.',
          'Pouco capital × Concorrência (Vulnerabilidade): intensidade média, peso 2,8 de 10.',
          'Marca forte × Concorrência (Capacidade defensiva): intensidade fraca, peso 1,9 de 10.',
        ],
      },
    ]);
    expect(reading.headline).toBe('Postura de Desenvolvimento: Capacidade ofensiva lidera os cruzamentos com 7,4 de 10.');
  });

  it('says when nothing is crossed yet', () => {
    const reading = swotReading(swotChartData(items, [{ internal: 1, external: 4, intensity: 0 }]));
    expect(reading.headline).toBe('Sem cruzamentos avaliados: a postura ainda não se define.');
    expect(reading.sections.map((section) => section.lines)).toEqual([['Ainda não há cruzamentos avaliados: a postura não se define.'], ['Nenhum cruzamento avaliado.']]);
  });
});

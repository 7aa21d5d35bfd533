import { describe, expect, it } from 'vitest';
import { testChartPoint } from '../../testing/fixtures.js';
import { type McpQuadrant, periodGrowthThreshold } from './formulas.js';
import { mcpReading } from './reading.js';
import type { McpChartData, McpChartPeriod, McpChartPoint } from './schema.js';

const point = (productId: number, name: string, quadrant: McpQuadrant | null, faturamento: number, margin: number, rms: number): McpChartPoint => ({
  ...testChartPoint(),
  mcpId: 1,
  productId,
  categoryId: 1,
  name,
  color: 0,
  quadrant,
  faturamento,
  contribMargValue: margin,
  rms,
});
// A month against the month before (basis 'previous'), judged against G = 10 % a year scaled to one month.
const period = (date: string, label: string, items: McpChartPoint[]): McpChartPeriod => ({
  date,
  from: date,
  months: 1,
  complete: true,
  label,
  basis: 'previous',
  compared: { current: [date], previous: [date] },
  threshold: periodGrowthThreshold(0.1, 1),
  items,
});
const chart = (...periods: McpChartPeriod[]): McpChartData => ({ grouping: 1, basis: 'previous', growthThreshold: 0.1, periods });

const titles = (reading: ReturnType<typeof mcpReading>) => Object.fromEntries(reading!.sections.map((section) => [section.title, section.lines]));

describe('mcpReading', () => {
  // A bakery in October: faturamento 5 430 + 2 000 + 1 570 + 1 000 = 10 000, margin 2 000 + 1 200 + 300 + 500 = 4 000.
  const september = period('2026-09-01', 'Setembro/2026', [
    point(1, 'Pão francês', 'Interrogação', 4000, 1500, 0.8),
    point(2, 'Bolo', 'Vaca Leiteira', 2100, 1300, 2.5),
    point(3, 'Café', 'Interrogação', 1500, 300, 0.5),
    point(4, 'Sonho', 'Abacaxi', 1000, 500, 0.4),
  ]);
  const october = period('2026-10-01', 'Outubro/2026', [
    point(1, 'Pão francês', 'Estrela', 5430, 2000, 1.5),
    point(2, 'Bolo', 'Vaca Leiteira', 2000, 1200, 2),
    point(3, 'Café', 'Interrogação', 1570, 300, 0.5),
    point(4, 'Sonho', 'Abacaxi', 1000, 500, 0.4),
  ]);

  it("shares each quadrant's faturamento and margin, names the moves and the falls, and finds the portfolio balanced", () => {
    const reading = mcpReading(chart(september, october));
    expect(titles(reading)).toEqual({
      'Crescimento comparado': [
        'Crescimento do mercado sobre o período anterior: out/2026 vs set/2026.',
        // 1,1^(1/12) − 1 = 0,797 %
        'Limite de crescimento: 0,8 % em 1 mês (10 % ao ano, proporcional ao período).',
      ],
      'Faturamento e margem por quadrante': [
        // 5 430 / 10 000 = 54,3 %; 2 000 / 4 000 = 50,0 %
        'Estrela: 54,3 % do faturamento e 50,0 % da margem de contribuição (1 produto).',
        // 2 000 / 10 000; 1 200 / 4 000
        'Vaca Leiteira: 20,0 % do faturamento e 30,0 % da margem de contribuição (1 produto).',
        // 1 570 / 10 000; 300 / 4 000
        'Interrogação: 15,7 % do faturamento e 7,5 % da margem de contribuição (1 produto).',
        'Abacaxi: 10,0 % do faturamento e 12,5 % da margem de contribuição (1 produto).',
      ],
      'Mudanças de quadrante': ['Pão francês: Interrogação → Estrela.'],
      // Bolo's rms 2,5 → 2; Café and Sonho kept theirs, Pão francês rose.
      'Participação relativa em queda': ['Bolo: participação relativa de 2,50× para 2,00×.'],
      // An Estrela; the one Vaca Leiteira brings 30 % (< 50 %) of the margin; Abacaxis 10 % (≤ 20 %); Interrogações 15,7 % ≤ Vacas 20 %.
      'Equilíbrio do portfólio': ['Portfólio equilibrado: há Estrelas, o caixa não depende de um só produto e os Abacaxis pesam pouco.'],
      'Recomendação por quadrante': [
        'Estrela — investir: sustentar a liderança enquanto o mercado cresce.',
        'Vaca Leiteira — manter e colher: defender a posição com pouco investimento e usar o caixa nas Estrelas e Interrogações.',
        'Interrogação — investir seletivamente nas que podem liderar; desinvestir nas demais.',
        'Abacaxi — desinvestir, ou colher o que ainda rende sem novos investimentos.',
      ],
    });
    expect(reading!.headline).toBe('Outubro/2026, out/2026 vs set/2026: Estrela concentra 54,3 % do faturamento; portfólio equilibrado.');
  });

  it('reads the period asked for: the first has nothing to compare with', () => {
    const reading = mcpReading(chart(september, october), 0);
    expect(titles(reading)['Mudanças de quadrante']).toEqual(['Primeiro período do gráfico: não há período anterior para comparar.']);
    // 4 000 + 1 500 of 8 600 in Interrogação = 64,0 % (more than the Vacas' 24,4 %); Bolo brings 1 300 of 3 600 of margin (36,1 % < 50 %).
    expect(reading!.headline).toBe('Setembro/2026, set/2026 vs ago/2026: Interrogação concentra 64,0 % do faturamento; atenção: sem Estrela, Interrogações sem caixa para financiá-las.');
  });

  it('warns as the BCG guidance does: no Estrela, cash from one Vaca Leiteira, heavy Abacaxis, unfunded Interrogações', () => {
    // faturamento 2 000 + 3 000 + 2 500 + 2 500 = 10 000; margin 1 500 + 500 + 200 − 200 = 2 000.
    const reading = mcpReading(
      chart(
        period('2026-09-01', 'Setembro/2026', [
          point(1, 'Bolo', 'Vaca Leiteira', 2000, 1500, 3),
          point(2, 'Café', 'Interrogação', 3000, 500, 0.5),
          point(3, 'Sonho', 'Abacaxi', 2500, 200, 0.2),
          point(4, 'Torta', null, 2500, -200, 0.1),
        ]),
      ),
    );
    expect(titles(reading)['Faturamento e margem por quadrante']).toEqual([
      'Estrela: nenhum produto.',
      'Vaca Leiteira: 20,0 % do faturamento e 75,0 % da margem de contribuição (1 produto).',
      'Interrogação: 30,0 % do faturamento e 25,0 % da margem de contribuição (1 produto).',
      'Abacaxi: 25,0 % do faturamento e 10,0 % da margem de contribuição (1 produto).',
      'Sem quadrante (mercado sem período anterior): 25,0 % do faturamento (1 produto).',
    ]);
    expect(titles(reading)['Equilíbrio do portfólio']).toEqual([
      'Nenhuma Estrela: nenhum produto lidera um mercado em crescimento; o futuro depende de Interrogações que se tornem Estrelas.',
      // 1 500 / 2 000 = 75 % ≥ 50 %
      'O caixa depende de uma só Vaca Leiteira: Bolo traz 75,0 % da margem de contribuição.',
      'Os Abacaxis somam 25,0 % do faturamento, acima de 20,0 %: prendem recursos com pouco retorno.',
      'As Interrogações (30,0 % do faturamento) pesam mais que as Vacas Leiteiras (20,0 %): falta caixa para financiá-las.',
    ]);
    expect(titles(reading)['Recomendação por quadrante']).toHaveLength(3);
  });

  it('says when the margin is not positive and when no product has a quadrant yet', () => {
    const reading = mcpReading(chart(period('2026-05-01', 'Maio/2026', [point(1, 'Bolo', null, 1000, -50, 1)])));
    expect(titles(reading)['Faturamento e margem por quadrante']).toContain(
      'A margem de contribuição total do período não é positiva: as participações na margem não se aplicam.',
    );
    expect(titles(reading)['Equilíbrio do portfólio']).toEqual(['Sem crescimento de mercado conhecido neste período, os produtos ainda não têm quadrante.']);
    expect(reading!.headline).toBe('Maio/2026: sem período anterior, os produtos ainda não têm quadrante.');
    expect(mcpReading(chart())).toBeNull();
  });

  describe('what the growth compares, before any advice', () => {
    const items = [point(1, 'Pão francês', 'Interrogação', 4000, 1500, 0.8)];

    it('year over year: October against October, judged against G itself', () => {
      const october: McpChartPeriod = {
        ...period('2026-10-01', 'Outubro/2026', items),
        basis: 'year',
        compared: { current: ['2026-10-01'], previous: ['2025-10-01'] },
        threshold: 0.1,
      };
      const reading = mcpReading({ ...chart(october), basis: 'year' });
      expect(reading!.sections[0]).toEqual({
        title: 'Crescimento comparado',
        lines: ['Crescimento do mercado sobre os mesmos meses do ano anterior: out/2026 vs out/2025.', 'Limite de crescimento: 10 % ao ano.'],
      });
      expect(reading!.headline).toMatch(/^Outubro\/2026, out\/2026 vs out\/2025: Interrogação concentra 100,0 %/);
    });

    it('a semester holding July–October with only October comparable says so first, and that no year before was found', () => {
      const semester: McpChartPeriod = {
        ...period('2026-07-01', '2º Semestre/2026', items),
        months: 4,
        complete: false,
        compared: { current: ['2026-10-01'], previous: ['2026-04-01'] },
        threshold: periodGrowthThreshold(0.1, 6),
      };
      const reading = mcpReading({ grouping: 6, basis: 'year', growthThreshold: 0.1, periods: [semester] });
      expect(reading!.sections[0].lines).toEqual([
        'Crescimento do mercado sobre o período anterior: jul–out/2026 vs jan–abr/2026 (1 de 4 meses comparáveis).',
        'Não há dados um ano antes destes meses: o crescimento compara com o período anterior.',
        'Atenção: só 1 de 4 meses do período tem com que comparar; o crescimento e os quadrantes refletem esse mês, não o período inteiro.',
        // 1,1^(6/12) − 1 = 4,88 %
        'Limite de crescimento: 4,88 % em 6 meses (10 % ao ano, proporcional ao período).',
      ]);
      // Before the quadrants and the guidance.
      expect(reading!.sections.map((section) => section.title).indexOf('Recomendação por quadrante')).toBeGreaterThan(0);
      expect(reading!.headline).toMatch(/^2º Semestre\/2026, jul–out\/2026 vs jan–abr\/2026 \(1 de 4 meses comparáveis\): /);
    });

    it('a period with no comparable month says the growth cannot be computed', () => {
      const may: McpChartPeriod = { ...period('2026-05-01', 'Maio/2026', [point(1, 'Bolo', null, 1000, 100, 1)]), compared: { current: [], previous: [] } };
      expect(mcpReading(chart(may))!.sections[0].lines).toEqual([
        'Crescimento do mercado sobre o período anterior: mai/2026 vs abr/2026 (nenhum mês comparável).',
        'Nenhum mês do período tem com que comparar: o crescimento não se calcula.',
        'Limite de crescimento: 0,8 % em 1 mês (10 % ao ano, proporcional ao período).',
      ]);
    });
  });
});

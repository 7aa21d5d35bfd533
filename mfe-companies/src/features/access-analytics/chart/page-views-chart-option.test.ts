import { describe, expect, it } from 'vitest';
import type { PageViewReport } from 'contracts';
import { CHARTED_ROUTES, pageViewsChartOption } from './page-views-chart-option';

describe('page views chart option', () => {
  it('draws the most viewed routes and adds up the rest in one line', () => {
    const routes = Array.from({ length: CHARTED_ROUTES + 2 }, (_, i) => ({ route: `/rota-${'x'.repeat(i)}`, remote: 'mfe_matrices' as const, count: 20 - i }));
    const report: PageViewReport = {
      from: '2026-03-30',
      to: '2026-04-01',
      total: routes.reduce((sum, row) => sum + row.count, 0),
      daily: routes.map((row, i) => ({ day: i % 2 ? '2026-03-30' : '2026-04-01', route: row.route, count: row.count })),
      routes,
      remotes: [],
    };
    const option = pageViewsChartOption(report, 'Outras rotas');
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((line) => line.name)).toEqual([...routes.slice(0, CHARTED_ROUTES).map((row) => row.route), 'Outras rotas']);
    expect(series[0]!.data).toEqual([0, 0, 20]);
    expect(series[1]!.data).toEqual([19, 0, 0]);
    // The 9th route (index 8, 12 views, on 04-01) and the 10th (index 9, 11 views, on 03-30).
    expect(series.at(-1)!.data).toEqual([11, 0, 12]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['30/03', '31/03', '01/04']);
  });
});

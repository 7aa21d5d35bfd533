import { describe, expect, it } from 'vitest';
import type { PageViewReport } from 'contracts';
import { pageViewsChartOption } from './page-views-chart-option';

describe('page views chart option', () => {
  const report: PageViewReport = {
    from: '2026-03-30',
    to: '2026-04-01',
    total: 45,
    lines: [
      { route: '/empresas', views: [0, 0, 20] },
      { route: '/login', views: [19, 0, 0] },
    ],
    others: [3, 0, 3],
    routes: [],
    routeCount: 5,
    limit: 50,
    offset: 0,
    remotes: [],
  };
  const seriesOf = (option: ReturnType<typeof pageViewsChartOption>) => (option.series as { name: string; data: number[]; lineStyle?: object }[]).map(({ name, data, lineStyle }) => ({ name, data, lineStyle }));

  it('draws the most viewed routes over every day of the period, and the rest added up in one dashed line', () => {
    const option = pageViewsChartOption(report, 'Outras rotas');
    expect(seriesOf(option)).toEqual([
      { name: '/empresas', data: [0, 0, 20], lineStyle: undefined },
      { name: '/login', data: [19, 0, 0], lineStyle: undefined },
      { name: 'Outras rotas', data: [3, 0, 3], lineStyle: { type: 'dashed' } },
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['30/03', '31/03', '01/04']);
  });

  it('labels the views axis the pt-BR way (a dot between thousands)', () => {
    const { formatter } = (pageViewsChartOption(report, 'Outras rotas').yAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel;
    expect([0, 1500, 12000].map(formatter)).toEqual(['0', '1.500', '12.000']);
  });

  it('has no "other routes" line when every route has its own', () => {
    expect(seriesOf(pageViewsChartOption({ ...report, others: null }, 'Outras rotas')).map((line) => line.name)).toEqual(['/empresas', '/login']);
  });
});

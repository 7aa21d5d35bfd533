import { EChart } from 'contracts/chart';
import type { PageViewsChartOption } from '../chart/page-views-chart-option';

// ECharts is the product's one shared copy (contracts/chart), loaded with the access page's lazy route only.
export function PageViewsChart({ option, label }: { option: PageViewsChartOption; label: string }) {
  return (
    <figure data-testid="page-views-chart" aria-label={label} style={{ margin: 0 }}>
      <EChart option={option} style={{ height: 360, width: '100%' }} />
    </figure>
  );
}

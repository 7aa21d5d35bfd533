import { EChart, type ChartInstance, type ChartOption } from 'contracts/chart';

// ECharts is the product's one shared copy (contracts/chart): every chart of the matrices draws
// through this one component, and the access analytics page through the same module.
export type { ChartInstance };

export interface BubbleChartProps {
  option: ChartOption;
  height?: number;
  /**
   * Keep the series from one option to the next (matched by id), so ECharts animates the
   * bubbles to their new places; otherwise each option replaces the chart.
   */
  animateUpdates?: boolean;
  /** The ECharts instance, once created (export to PNG). */
  onChartReady?: (chart: ChartInstance) => void;
  /** Called each time ECharts has drawn an option completely. */
  onFinished?: () => void;
}

export function BubbleChart({ option, height = 480, animateUpdates = false, onChartReady, onFinished }: BubbleChartProps) {
  return (
    <div data-testid="matrix-chart">
      <EChart
        option={option}
        notMerge={!animateUpdates}
        replaceMerge={animateUpdates ? ['series'] : undefined}
        style={{ height, width: '100%' }}
        onChartReady={onChartReady}
        onEvents={onFinished ? { finished: onFinished } : undefined}
      />
    </div>
  );
}

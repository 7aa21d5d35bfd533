import type { GaugeSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { AmbientalChartName } from './ambiental-chart-svg.js';
import type { AmbientalChartData } from './schema.js';
import { bubbleSize, toTenScale } from '../../format/chart.js';
import { AMBIENTAL_CHART_TEXTS } from './ambiental-chart-texts.js';
import { encodeHTML } from '../../chart-options/encode-html.js';
import { markLabel, markLabelLayout } from '../../chart-options/mark-labels.js';
import { bubbleDiameter, scoreChartFrame } from '../../chart-options/score-chart.js';

const t = AMBIENTAL_CHART_TEXTS;

export type AmbientalBubblesOption = ComposeOption<ScatterSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption>;
export type FavorabilityGaugeOption = ComposeOption<GaugeSeriesOption>;

/** Favourable factors green, unfavourable red, neutral grey. */
export const FAVORABLE_COLOR = '#2e7d32';
export const UNFAVORABLE_COLOR = '#c62828';
export const NEUTRAL_COLOR = '#757575';

export const favorabilityColor = (favorability: number) =>
  favorability > 0.5 ? FAVORABLE_COLOR : favorability < 0.5 ? UNFAVORABLE_COLOR : NEUTRAL_COLOR;

type FactorValue = [importance: number, favorability: number, subfactors: number, opportunity: number, threat: number];

/**
 * One bubble per factor (docs/domain/ambiental.md): x its importance, y its favorability,
 * sized by its number of subfactors (radius 1 + 6 × size, size = sqrt(count / most)), and the
 * neutral line at 0.5. Axes 0..1, shown as 0..10 like every score.
 */
export function ambientalBubblesOption(chart: AmbientalChartData): AmbientalBubblesOption {
  const most = Math.max(0, ...chart.factors.map((factor) => factor.subfactorCount));
  return {
    ...scoreChartFrame(
      { xAxis: t.xAxis, yAxis: t.yAxis, interval: 0.25, right: 72 },
      ({ name, value: [importance, favorability, subfactors, opportunity, threat] }: { name: string; value: FactorValue }) => [
        // Factor names are user data: escaped before they reach the tooltip's HTML.
        `<strong>${encodeHTML(name)}</strong>`,
        `${t.tooltip.importance}: ${toTenScale(importance)}`,
        `${t.tooltip.favorability}: ${toTenScale(favorability)}`,
        `${t.tooltip.opportunity}: ${toTenScale(opportunity)}`,
        `${t.tooltip.threat}: ${toTenScale(threat)}`,
        `${t.tooltip.subfactors}: ${subfactors}`,
      ],
    ),
    series: [
      {
        type: 'scatter',
        name: t.bubbles,
        label: markLabel(true, '#333'),
        labelLayout: markLabelLayout((index) => chart.factors[index]?.importance),
        data: chart.factors.map((factor) => ({
          name: factor.name,
          value: [factor.importance, factor.favorability, factor.subfactorCount, factor.O, factor.T] satisfies FactorValue,
          symbolSize: bubbleDiameter(bubbleSize(factor.subfactorCount, most)),
          itemStyle: { color: favorabilityColor(factor.favorability), opacity: 0.8 },
        })),
      },
      {
        type: 'line',
        name: t.neutral,
        silent: true,
        symbol: 'none',
        data: [
          [0, 0.5],
          [1, 0.5],
        ],
        lineStyle: { type: 'dashed', color: NEUTRAL_COLOR, width: 1 },
        endLabel: { show: true, formatter: t.neutral, color: NEUTRAL_COLOR },
        tooltip: { show: false },
      },
    ],
  };
}

/** The whole environment's favorability as a gauge, 0 to 10, red below the neutral 5 and green above it. */
export function favorabilityGaugeOption(favorability: number): FavorabilityGaugeOption {
  return {
    series: [
      {
        type: 'gauge',
        name: t.gauge,
        min: 0,
        max: 10,
        splitNumber: 10,
        startAngle: 200,
        endAngle: -20,
        axisLine: {
          lineStyle: {
            width: 14,
            color: [
              [0.5, UNFAVORABLE_COLOR],
              [1, FAVORABLE_COLOR],
            ],
          },
        },
        pointer: { width: 5 },
        axisLabel: { distance: 18, formatter: (value: number) => String(value) },
        detail: { formatter: () => toTenScale(favorability), fontSize: 24, offsetCenter: [0, '40%'] },
        title: { show: false },
        data: [{ value: favorability * 10, name: t.gauge }],
      },
    ],
  };
}

/** The Ambiental chart page's charts, by name: the page draws them, and the server its first screen (GET chart_svg ?chart=). */
export const AMBIENTAL_CHART_OPTIONS = {
  gauge: (chart) => favorabilityGaugeOption(chart.favorability),
  bubbles: ambientalBubblesOption,
} as const satisfies Record<AmbientalChartName, (chart: AmbientalChartData) => AmbientalBubblesOption | FavorabilityGaugeOption>;

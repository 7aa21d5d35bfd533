import { ptBrNumberFormat } from '../../format/number.js';
import { comparisonCaption, comparisonOffset } from '../periods.js';
import { type AnalysisReading, readingPercent } from '../reading.js';
import { MCP_READING_TEXTS as T } from '../reading-texts.js';
import type { McpQuadrant } from './formulas.js';
import type { McpChartData, McpChartPoint } from './schema.js';

/**
 * The MCP's reading of one period of the chart answer (issue 22, docs/DECISIONS.md
 * "Automatic readings"): each quadrant's share of the period's faturamento and contribution
 * margin, the products that changed quadrant or lost relative share since the previous
 * period of the answer, and the portfolio's balance by the classic BCG guidance.
 */

export const MCP_QUADRANTS: readonly McpQuadrant[] = ['Estrela', 'Vaca Leiteira', 'Interrogação', 'Abacaxi'];

/** Above this share of the faturamento, the Abacaxis hold too much of the portfolio. */
export const MCP_DOGS_REVENUE_LIMIT = 0.2;
/** From this share of the contribution margin on, the cash depends on that one Vaca Leiteira. */
export const MCP_ONE_COW_MARGIN_SHARE = 0.5;

const rms = ptBrNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const times = (value: number) => `${rms().format(value)}×`;

const thresholdPercent = ptBrNumberFormat({ maximumFractionDigits: 2 });
const threshold = (fraction: number) => `${thresholdPercent().format(Math.round(fraction * 10_000) / 100)} %`;

const sum = (points: readonly McpChartPoint[], value: (point: McpChartPoint) => number) => points.reduce((total, point) => total + value(point), 0);

/** The reading of `data.periods[periodIndex]` (the latest by default); null without periods. */
export function mcpReading(data: McpChartData, periodIndex: number = data.periods.length - 1): AnalysisReading | null {
  const period = data.periods[periodIndex];
  if (!period) return null;
  const previous = periodIndex > 0 ? data.periods[periodIndex - 1] : undefined;
  const points = period.items;
  const revenue = sum(points, (point) => point.faturamento);
  const margin = sum(points, (point) => point.contribMargValue);
  const revenueShare = (value: number) => (revenue > 0 ? value / revenue : 0);
  const marginShare = (value: number) => (margin > 0 ? value / margin : null);
  const inQuadrant = Object.fromEntries(MCP_QUADRANTS.map((quadrant) => [quadrant, points.filter((point) => point.quadrant === quadrant)])) as Record<
    McpQuadrant,
    McpChartPoint[]
  >;
  const revenueOf = (quadrant: McpQuadrant) => revenueShare(sum(inQuadrant[quadrant], (point) => point.faturamento));

  const quadrantLines = MCP_QUADRANTS.map((quadrant) => {
    const members = inQuadrant[quadrant];
    if (members.length === 0) return T.emptyQuadrant(quadrant);
    const share = marginShare(sum(members, (point) => point.contribMargValue));
    return T.quadrantShare(quadrant, readingPercent(revenueOf(quadrant)), share === null ? null : readingPercent(share), members.length);
  });
  const unclassified = points.filter((point) => point.quadrant === null);
  if (unclassified.length > 0) quadrantLines.push(T.unclassified(readingPercent(revenueShare(sum(unclassified, (point) => point.faturamento))), unclassified.length));
  if (!(margin > 0) && points.length > 0) quadrantLines.push(T.marginNotPositive);

  const before = new Map((previous?.items ?? []).map((point) => [point.productId, point]));
  const moves = points.flatMap((point) => {
    const from = before.get(point.productId)?.quadrant;
    return from && point.quadrant && from !== point.quadrant ? [T.moved(point.name, from, point.quadrant)] : [];
  });
  const fell = points.flatMap((point) => {
    const earlier = before.get(point.productId);
    return earlier && point.rms < earlier.rms ? [T.fell(point.name, times(earlier.rms), times(point.rms))] : [];
  });

  // What the growth compares comes first: a reader weighs the advice below by it.
  const caption = comparisonCaption(period, data.grouping);
  const compared = period.compared.current.length;
  const span = comparisonOffset(period.basis, data.grouping);
  const comparisonLines = [
    T.compared(caption, period.basis),
    ...(period.basis !== data.basis ? [T.noYearBefore] : []),
    ...(compared === 0 ? [T.noneCompared] : compared < period.months ? [T.fewerCompared(compared, period.months)] : []),
    span === 12 ? T.yearlyThreshold(threshold(period.threshold)) : T.scaledThreshold(threshold(period.threshold), threshold(data.growthThreshold), span),
  ];

  const classified = points.length - unclassified.length;
  const warnings = classified > 0 ? balanceWarnings(inQuadrant, revenueOf, marginShare) : [];
  const sections = [
    { title: T.comparison, lines: comparisonLines },
    { title: T.quadrants, lines: quadrantLines },
    { title: T.changes, lines: previous ? (moves.length > 0 ? moves : [T.noMove(previous.label)]) : [T.firstPeriod] },
    { title: T.shareFell, lines: previous ? (fell.length > 0 ? fell : [T.noneFell(previous.label)]) : [T.firstPeriod] },
    { title: T.balance, lines: classified === 0 ? [T.unclassifiable] : warnings.length > 0 ? warnings.map(({ line }) => line) : [T.balanced] },
    { title: T.guidance, lines: MCP_QUADRANTS.filter((quadrant) => inQuadrant[quadrant].length > 0).map((quadrant) => T.recommendation[quadrant]) },
  ];
  return { headline: headline(classified > 0 ? `${period.label}, ${caption}` : period.label, classified, revenueOf, warnings), sections: sections.filter((section) => section.lines.length > 0) };
}

interface Warning {
  line: string;
  short: string;
}

/** The classic BCG warnings (docs/DECISIONS.md "Automatic readings"), in the order the guidance weighs them. */
function balanceWarnings(
  inQuadrant: Record<McpQuadrant, McpChartPoint[]>,
  revenueOf: (quadrant: McpQuadrant) => number,
  marginShare: (value: number) => number | null,
): Warning[] {
  const warnings: Warning[] = [];
  if (inQuadrant.Estrela.length === 0) warnings.push({ line: T.noStar, short: T.short.noStar });
  const cows = inQuadrant['Vaca Leiteira'];
  if (cows.length === 0) warnings.push({ line: T.noCow, short: T.short.noCow });
  else {
    const biggest = cows.reduce((best, point) => (point.contribMargValue > best.contribMargValue ? point : best));
    const share = marginShare(biggest.contribMargValue);
    if (share !== null && share >= MCP_ONE_COW_MARGIN_SHARE) warnings.push({ line: T.oneCow(biggest.name, readingPercent(share)), short: T.short.oneCow });
  }
  const dogs = revenueOf('Abacaxi');
  if (dogs > MCP_DOGS_REVENUE_LIMIT) warnings.push({ line: T.dogs(readingPercent(dogs), readingPercent(MCP_DOGS_REVENUE_LIMIT)), short: T.short.dogs });
  const questions = revenueOf('Interrogação');
  const cowsRevenue = revenueOf('Vaca Leiteira');
  if (inQuadrant.Interrogação.length > 0 && questions > cowsRevenue) {
    warnings.push({ line: T.unfunded(readingPercent(questions), readingPercent(cowsRevenue)), short: T.short.unfunded });
  }
  return warnings;
}

function headline(label: string, classified: number, revenueOf: (quadrant: McpQuadrant) => number, warnings: readonly Warning[]): string {
  if (classified === 0) return T.headlineUnclassified(label);
  // The quadrant with the most faturamento; ties go to the first in MCP_QUADRANTS order.
  const top = MCP_QUADRANTS.reduce((best, quadrant) => (revenueOf(quadrant) > revenueOf(best) ? quadrant : best));
  return T.headline(label, top, readingPercent(revenueOf(top)), warnings.map(({ short }) => short));
}

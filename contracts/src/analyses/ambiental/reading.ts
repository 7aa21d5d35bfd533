import { type AnalysisReading, readingScore } from '../reading.js';
import { AMBIENTAL_READING_TEXTS as T } from '../reading-texts.js';
import type { AmbientalChartData } from './schema.js';

/**
 * The Ambiental's reading (issue 22, docs/DECISIONS.md "Automatic readings"): the
 * environment's favourability band, its three strongest opportunities and threats by weight
 * (importance × grade, the chart's ranking) and the factors below neutral that pull the
 * result down, the heaviest pull (importance × distance below 0.5) first.
 */

/** How many opportunities and threats the reading names. */
export const AMBIENTAL_READING_TOP = 3;

type Band = keyof typeof T.bands;

/** The favourability's band: neutral at 0.5 exactly, favourable above (as `isFavorable`), "muito" beyond a quarter from neutral. */
export function favorabilityBand(favorability: number): Band {
  if (Math.abs(favorability - 0.5) < 1e-9) return 'neutral';
  if (favorability > 0.5) return favorability >= 0.75 ? 'veryFavorable' : 'favorable';
  return favorability <= 0.25 ? 'veryUnfavorable' : 'unfavorable';
}

export function ambientalReading(chart: AmbientalChartData): AnalysisReading {
  const factorName = (id: number) => chart.factors.find((factor) => factor.factorId === id)?.name ?? '';
  const strongest = (kind: 'oportunidade' | 'ameaca') => chart.ranking.filter((row) => row.kind === kind && row.weight > 0).slice(0, AMBIENTAL_READING_TOP);
  const opportunities = strongest('oportunidade');
  const threats = strongest('ameaca');
  const ranked = (rows: typeof opportunities) => rows.map((row) => T.ranked(row.name, factorName(row.factorId), readingScore(row.weight)));
  const pull = (factor: AmbientalChartData['factors'][number]) => factor.importance * (0.5 - factor.favorability);
  const down = chart.factors.filter((factor) => pull(factor) > 1e-9).sort((a, b) => pull(b) - pull(a));
  const band = T.bands[favorabilityBand(chart.favorability)];
  const score = readingScore(chart.favorability);
  return {
    headline: T.headline(band, score, opportunities[0]?.name ?? null, threats[0]?.name ?? null),
    sections: [
      { title: T.favorability, lines: [T.band(score, band)] },
      { title: T.opportunities, lines: opportunities.length > 0 ? ranked(opportunities) : [T.noOpportunity] },
      { title: T.threats, lines: threats.length > 0 ? ranked(threats) : [T.noThreat] },
      { title: T.pullDown, lines: down.length > 0 ? down.map((factor) => T.down(factor.name, readingScore(factor.favorability), readingScore(factor.importance))) : [T.noneDown] },
    ],
  };
}

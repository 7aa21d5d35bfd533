import { EMPTY_DISPLAY, formatPercent, ptBrNumberFormat } from '../format/number.js';

/**
 * An analysis's automatic reading (issue 22): what a consultant would conclude from its chart,
 * in pt-BR sentences made by the pure functions of each kind's `reading.ts` from the chart
 * answer the client already has. The chart pages' "Leitura" panel, the reports' "Leitura da
 * análise" and the company report's executive summary all draw this one shape.
 */
export interface ReadingSection {
  title: string;
  /** One sentence each, figures already formatted. */
  lines: string[];
}

export interface AnalysisReading {
  /** One sentence: the analysis at a glance (the company report's executive summary). */
  headline: string;
  sections: ReadingSection[];
}

/** A fraction as the readings show it: the one percent format of the product (formatPercent, '54,3 %'). */
export const readingPercent = (fraction: number): string => formatPercent(fraction);

const tenth = ptBrNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A 0..1 score as the readings show it: 0..10 with one decimal (0.4833 → '4,8'). */
export function readingScore(value: number): string {
  if (!Number.isFinite(value)) return EMPTY_DISPLAY;
  const rounded = Math.round(value * 100) / 10;
  return tenth().format(rounded === 0 ? 0 : rounded);
}

/** Names as a pt-BR list: 'A', 'A e B', 'A, B e C'. */
export function listOfNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

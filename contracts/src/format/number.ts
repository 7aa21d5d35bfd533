/**
 * Number display rules (seed-matrices-plans §9 "Number display").
 * Output is pt-BR: decimal comma, dot as thousands separator, a plain space before the unit
 * ("1,5 k", "999", "1 MM", "-2,3 Bi").
 */

/** Shown instead of a number that cannot be displayed (NaN, ±Infinity, unparsable text). */
export const EMPTY_DISPLAY = '—';

export type ScaleUnit = '' | 'k' | 'MM' | 'Bi' | 'Tri';

export interface ScaledNumber {
  originalValue: number;
  /** Scaled and already rounded to the digits that are shown, sign kept. */
  value: number;
  unit: ScaleUnit;
}

/**
 * A pt-BR number format made at its first use: a page's first Intl formatter costs tens of
 * milliseconds (locale data), which a chart page would otherwise pay before its first paint
 * for formats only its tooltips and tables use.
 */
export function ptBrNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('pt-BR', options));
}

// Index i divides by 10^(3i); Tri is the last unit, so 10^15 shows as "1.000 Tri".
const UNITS: readonly ScaleUnit[] = ['', 'k', 'MM', 'Bi', 'Tri'];

/** Absolute values of 99 or less keep one decimal place; larger ones none. */
const decimalsFor = (abs: number): number => (abs <= 99 ? 1 : 0);

const roundTo = (abs: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(abs * factor) / factor;
};

/**
 * Scales by the absolute value (the sign is kept) and rounds by the decimals rule.
 * When rounding reaches 1000 the next unit is used, so 999.95 → 1 k and 999 950 → 1 MM
 * (never "1.000" or "1.000 k"). Non-finite input gives value NaN and no unit.
 */
export function scaleNumber(originalValue: number): ScaledNumber {
  if (!Number.isFinite(originalValue)) return { originalValue, value: Number.NaN, unit: '' };
  const abs = Math.abs(originalValue);
  let index = 0;
  while (index < UNITS.length - 1 && abs >= 1000 ** (index + 1)) index++;
  let scaled = roundTo(abs / 1000 ** index, decimalsFor(abs / 1000 ** index));
  if (scaled >= 1000 && index < UNITS.length - 1) {
    index++;
    scaled = roundTo(abs / 1000 ** index, decimalsFor(abs / 1000 ** index));
  }
  // A value rounded to 0 is stored as 0, so a tiny negative never shows as "-0".
  const value = scaled === 0 ? 0 : Math.sign(originalValue) * scaled;
  return { originalValue, value, unit: UNITS[index]! };
}

const scaledFormat = ptBrNumberFormat({ maximumFractionDigits: 1 });

/** pt-BR display of scaleNumber: "1,5 k", "999", "1 MM", "-2 Tri"; EMPTY_DISPLAY when not finite. */
export function formatScaled(value: number): string {
  const scaled = scaleNumber(value);
  if (Number.isNaN(scaled.value)) return EMPTY_DISPLAY;
  const number = scaledFormat().format(scaled.value);
  return scaled.unit ? `${number} ${scaled.unit}` : number;
}

// A pt-BR number as typed or copied from a spreadsheet (spaces removed first): accounting
// parentheses, a sign before or after "R$", digits with '.' between groups of three or none
// at all, ',' before the decimals.
const PT_BR_NUMBER = /^(\()?([+\-\u2212])?(?:R\$)?([+\-\u2212])?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(\))?$/;

/**
 * Reads a number written the pt-BR way: "1.234,56" → 1234.56, "-3,5" → -3.5, "1234" → 1234,
 * "R$ 1.234,56" → 1234.56, "(1.234,56)" → -1234.56 (spreadsheets' accounting negatives).
 * Returns null for anything else, blank included: "1.5" and "1234.56" are refused rather than
 * guessed (in pt-BR the dot only separates thousands), and so are "1,2,3", "12a", "".
 */
export function parsePtBrNumber(text: string): number | null {
  const match = PT_BR_NUMBER.exec(text.replace(/[\s\u00a0\u202f]+/g, ''));
  if (!match) return null;
  const [, open, signBefore, signAfter, integer, decimals, close] = match;
  const sign = signBefore ?? signAfter;
  if (Boolean(open) !== Boolean(close) || (signBefore && signAfter) || (open && sign)) return null;
  const value = Number(`${integer!.replace(/\./g, '')}.${decimals ?? '0'}`);
  const negative = Boolean(open) || sign === '-' || sign === '\u2212';
  // No "-0".
  return negative && value !== 0 ? -value : value;
}

const percentFormat = ptBrNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A fraction as every page, chart, reading and report shows a percentage: one decimal, pt-BR
 * comma, a space before the sign (0.5434 → '54,3 %', -0.055 → '-5,5 %'); EMPTY_DISPLAY for
 * null (unknown) or a value that is not finite. A value that rounds to zero never shows as "-0,0 %".
 */
export function formatPercent(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return EMPTY_DISPLAY;
  const rounded = Math.round(fraction * 1000) / 10;
  return `${percentFormat().format(rounded === 0 ? 0 : rounded)} %`;
}

const gridFormat = ptBrNumberFormat({ maximumFractionDigits: 2 });

/** A number as an editable cell shows it: pt-BR, thousands grouped, up to two decimals ("1.234,56"). */
export function formatPtBrNumber(value: number): string {
  return Number.isFinite(value) ? gridFormat().format(value) : EMPTY_DISPLAY;
}

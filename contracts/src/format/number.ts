/**
 * Number display rules: pt-BR, decimal comma and dot as thousands separator.
 */

/** Shown instead of a number that cannot be displayed (NaN, ±Infinity, unparsable text). */
export const EMPTY_DISPLAY = '—';

/**
 * A pt-BR number format made at its first use: a page's first Intl formatter costs tens of
 * milliseconds (locale data), which a chart page would otherwise pay before its first paint
 * for formats only its tooltips and tables use.
 */
export function ptBrNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('pt-BR', options));
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

const gridFormat = ptBrNumberFormat({ maximumFractionDigits: 2 });

/** A number as an editable cell shows it: pt-BR, thousands grouped, up to two decimals ("1.234,56"). */
export function formatPtBrNumber(value: number): string {
  return Number.isFinite(value) ? gridFormat().format(value) : EMPTY_DISPLAY;
}

import { EMPTY_DISPLAY, ptBrNumberFormat } from './number.js';

// Intl puts a no-break space (U+00A0) between "R$" and the number: "R$ 1.234,56".
// signDisplay 'negative' keeps values that round to zero from showing as "-R$ 0,00".
const brl = ptBrNumberFormat({ style: 'currency', currency: 'BRL', signDisplay: 'negative' });

/**
 * Money in R$ (pt-BR): "R$ 1.234,56", "-R$ 10,00". Accepts numeric text too, because
 * decimal columns arrive from the API as strings ("1234.56"). Empty, unparsable or
 * non-finite input gives EMPTY_DISPLAY.
 */
export function formatBRL(value: number | string): string {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  return Number.isFinite(number) ? brl().format(number) : EMPTY_DISPLAY;
}

/**
 * A number typed or pasted the Brazilian way: "1.234,56", "1234,56", "R$ 1.234", or plain
 * "1234.56"; null when the text is not a number.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/^R\$/, '').replace(/[\s\u00a0]/g, '');
  if (!/^-?[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  let normalized: string;
  if (compact.includes(',')) {
    if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(compact)) return null;
    normalized = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalized = compact.replace(/\./g, '');
  } else {
    if (!/^-?\d+(\.\d+)?$/.test(compact)) return null;
    normalized = compact;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/**
 * Colour rules (seed-matrices-plans §9 "Colour rules").
 * Items store their colour as a number (0xRRGGBB); charts draw '#rrggbb'.
 */

/** Distinct, readable colours for items without a chosen colour (Tableau 10). */
export const FALLBACK_PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
] as const;

/** FNV-1a (32-bit, over UTF-16 code units): stable across server, browsers and runs. */
export function stringHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The palette colour a string (e.g. the item name) always gets. */
export function hashColor(key: string): string {
  return FALLBACK_PALETTE[stringHash(key) % FALLBACK_PALETTE.length]!;
}

/**
 * 0x00ff00 → '#00ff00' (zero padded: 255 → '#0000ff'). Fractions are truncated and values
 * above 0xffffff keep their low 24 bits (0x1ff0000 → '#ff0000'), the bits a colour has.
 * No colour (≤ 0, NaN, ±Infinity, null, undefined) → hashColor(fallbackKey), so an item
 * keeps the same colour on every chart and every machine.
 */
export function colorToHex(value: number | null | undefined, fallbackKey: string): string {
  if (value == null || !Number.isFinite(value) || value <= 0) return hashColor(fallbackKey);
  const rgb = Math.trunc(value) % 0x1000000;
  return `#${rgb.toString(16).padStart(6, '0')}`;
}

/** '#rrggbb' from a colour picker → the stored number; null when it is not that shape. */
export function hexToColorNumber(hex: string): number | null {
  return /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : null;
}

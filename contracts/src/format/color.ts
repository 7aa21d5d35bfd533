/**
 * Colour rules.
 * Items store their colour as a number (0xRRGGBB); charts draw '#rrggbb'.
 */

/**
 * Colours for items without a chosen colour: Okabe & Ito's colour-blind-safe palette
 * (blue, orange, bluish green, vermillion, sky blue, reddish purple, yellow, black), told
 * apart under every common colour-vision deficiency (issue 22).
 */
export const FALLBACK_PALETTE = ['#0072b2', '#e69f00', '#009e73', '#d55e00', '#56b4e9', '#cc79a7', '#f0e442', '#000000'] as const;

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

/** A stored colour as '#rrggbb'; null when none was chosen (0 or less, not finite, missing). */
function chosenColor(value: number | null | undefined): string | null {
  return value == null || !Number.isFinite(value) || value <= 0 ? null : colorToHex(value, '');
}

/**
 * The colours of one analysis' items of a kind (e.g. its categories), in their order: an item's
 * chosen colour, else the palette colour the fewest items of the analysis have yet (palette
 * order breaks ties). So two items never share a default colour, nor one a chosen colour, until
 * the palette is used up; then it goes round again. Same items in the same order, same colours,
 * on every chart, page and machine.
 */
export function analysisColors(items: readonly { color: number | null | undefined }[]): string[] {
  const uses = new Map<string, number>(FALLBACK_PALETTE.map((color) => [color, 0]));
  const chosen = items.map((item) => chosenColor(item.color));
  for (const color of chosen) if (color !== null && uses.has(color)) uses.set(color, uses.get(color)! + 1);
  return chosen.map((color) => {
    if (color !== null) return color;
    let pick: string = FALLBACK_PALETTE[0];
    for (const candidate of FALLBACK_PALETTE) if (uses.get(candidate)! < uses.get(pick)!) pick = candidate;
    uses.set(pick, uses.get(pick)! + 1);
    return pick;
  });
}

/** analysisColors keyed by the items' ids. */
export function analysisColorsById(items: readonly { id: number; color: number | null | undefined }[]): Map<number, string> {
  const colors = analysisColors(items);
  return new Map(items.map((item, index) => [item.id, colors[index]!]));
}

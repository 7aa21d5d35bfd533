import { describe, expect, it } from 'vitest';
import {
  analysisColors,
  analysisColorsById,
  colorToHex,
  FALLBACK_PALETTE,
  hashColor,
  hexToColorNumber,
  stringHash,
} from './color.js';

describe('colorToHex', () => {
  it('writes six zero-padded hex digits', () => {
    expect(colorToHex(0x00ff00, 'x')).toBe('#00ff00');
    expect(colorToHex(255, 'x')).toBe('#0000ff');
    expect(colorToHex(1, 'x')).toBe('#000001');
    expect(colorToHex(0xffffff, 'x')).toBe('#ffffff');
    expect(colorToHex(0xab12cd, 'x')).toBe('#ab12cd');
  });

  it('truncates fractions and keeps the low 24 bits of larger numbers', () => {
    expect(colorToHex(255.9, 'x')).toBe('#0000ff');
    expect(colorToHex(0x1000000, 'x')).toBe('#000000');
    expect(colorToHex(0x1ff0000, 'x')).toBe('#ff0000');
    expect(colorToHex(0xff_00ff00, 'x')).toBe('#00ff00');
  });

  it('picks a palette colour by the key when there is no colour', () => {
    for (const none of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(colorToHex(none, 'Produto A')).toBe(hashColor('Produto A'));
    }
    expect(FALLBACK_PALETTE).toContain(colorToHex(0, 'Produto A'));
  });
});

describe('hashColor and stringHash', () => {
  it('is deterministic: the same key always gets the same colour', () => {
    expect(hashColor('Categoria 1')).toBe(hashColor('Categoria 1'));
    expect(stringHash('')).toBe(0x811c9dc5);
    // Known FNV-1a 32-bit values.
    expect(stringHash('a')).toBe(0xe40c292c);
    expect(stringHash('foobar')).toBe(0xbf9cf968);
  });

  it('spreads different names over the palette', () => {
    const names = Array.from({ length: 50 }, (_, i) => `Produto ${i}`);
    expect(new Set(names.map(hashColor)).size).toBeGreaterThan(5);
    for (const name of names) expect(FALLBACK_PALETTE).toContain(hashColor(name));
  });
});

describe('colour picker', () => {
  it('converts a picker value back to the stored number', () => {
    expect(hexToColorNumber('#00ff00')).toBe(0x00ff00);
    expect(hexToColorNumber('#ABCDEF')).toBe(0xabcdef);
    expect(hexToColorNumber('00ff00')).toBeNull();
    expect(hexToColorNumber('#fff')).toBeNull();
  });
});

describe('analysisColors', () => {
  it('gives the items without a colour distinct palette colours until the palette runs out', () => {
    const colors = analysisColors(Array.from({ length: FALLBACK_PALETTE.length }, () => ({ color: 0 })));
    expect(colors).toEqual([...FALLBACK_PALETTE]);
    expect(new Set(colors).size).toBe(FALLBACK_PALETTE.length);
    // The palette used up: it goes round again, evenly.
    expect(analysisColors(Array.from({ length: FALLBACK_PALETTE.length + 2 }, () => ({ color: null }))).slice(-2)).toEqual([
      FALLBACK_PALETTE[0],
      FALLBACK_PALETTE[1],
    ]);
  });

  it('keeps chosen colours and never gives a default one an item already chose', () => {
    const orange = 0xe69f00;
    expect(analysisColors([{ color: 0 }, { color: orange }, { color: 0 }, { color: 0xff0000 }, { color: undefined }])).toEqual([
      '#0072b2',
      '#e69f00',
      '#009e73',
      '#ff0000',
      '#d55e00',
    ]);
  });

  it('no longer gives two of the bakery products one colour (the hash did: issue 22)', () => {
    const names = ['Pão francês', 'Bolo', 'Café', 'Sonho', 'Pão de queijo', 'Croissant'];
    const colors = analysisColorsById(names.map((_, id) => ({ id, color: 0 })));
    expect(new Set(colors.values()).size).toBe(names.length);
    expect(colors.get(0)).toBe('#0072b2');
  });
});

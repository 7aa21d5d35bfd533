import { describe, expect, it } from 'vitest';
import {
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

import { describe, expect, it } from 'vitest';
import { MATRIX_THEMES } from './theme.js';

// WCAG relative luminance, to check white text stays readable on every theme colour.
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('MATRIX_THEMES', () => {
  it('has the five themes with the seed titles', () => {
    expect(Object.keys(MATRIX_THEMES).sort()).toEqual(['ambiental', 'labui', 'mcp', 'multifatorial', 'swot']);
    expect(MATRIX_THEMES.ambiental.title).toBe('Matriz Ambiental');
    expect(MATRIX_THEMES.swot.title).toBe('Matriz SWOT');
    expect(MATRIX_THEMES.mcp.title).toBe('Matriz MCP');
    expect(MATRIX_THEMES.multifatorial.title).toBe('Matriz Multifatorial');
    expect(MATRIX_THEMES.labui.title).toBe('UI Lab');
    for (const [key, theme] of Object.entries(MATRIX_THEMES)) expect(theme.name).toBe(key);
  });

  it('gives each theme its own colour, readable under white text (contrast ≥ 4.5)', () => {
    const colors = Object.values(MATRIX_THEMES).map((t) => t.color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of colors) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

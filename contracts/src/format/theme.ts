/** Matrix themes: each area has a name, a header title and a colour. */
export type MatrixThemeName = 'labui' | 'multifatorial' | 'ambiental' | 'mcp' | 'swot';

export interface MatrixTheme {
  name: MatrixThemeName;
  title: string;
  /** Dark enough for white text on it (headers, tiles, buttons). */
  color: string;
}

export const MATRIX_THEMES: Readonly<Record<MatrixThemeName, MatrixTheme>> = {
  labui: { name: 'labui', title: 'UI Lab', color: '#455a64' },
  multifatorial: { name: 'multifatorial', title: 'Matriz Multifatorial', color: '#bf360c' },
  ambiental: { name: 'ambiental', title: 'Matriz Ambiental', color: '#2e7d32' },
  mcp: { name: 'mcp', title: 'Matriz MCP', color: '#1565c0' },
  swot: { name: 'swot', title: 'Matriz SWOT', color: '#6a1b9a' },
};

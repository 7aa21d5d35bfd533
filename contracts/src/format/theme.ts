import { ANALYSIS_KIND_KEYS, ANALYSIS_KINDS, type AnalysisKind } from '../analyses/kinds.js';

/** Matrix themes: each area has a name, a header title and a colour; each analysis kind's is its descriptor's. */
export type MatrixThemeName = 'labui' | AnalysisKind;

export interface MatrixTheme {
  name: MatrixThemeName;
  title: string;
  /** Dark enough for white text on it (headers, tiles, buttons). */
  color: string;
}

export const MATRIX_THEMES: Readonly<Record<MatrixThemeName, MatrixTheme>> = {
  labui: { name: 'labui', title: 'UI Lab', color: '#455a64' },
  ...(Object.fromEntries(ANALYSIS_KIND_KEYS.map((kind) => [kind, { name: kind, ...ANALYSIS_KINDS[kind].theme }])) as Record<AnalysisKind, MatrixTheme>),
};

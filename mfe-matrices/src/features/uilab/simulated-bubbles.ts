import type { BubbleItem } from '../../shared/chart/bubble-chart-option';

/** Fixed simulated items for the UI lab chart (seed: "simulated data only"). */
export const SIMULATED_BUBBLES: readonly BubbleItem[] = [
  { name: 'Linha Premium', color: 0x1f6fb2, x: 0.82, y: 0.74, size: 0.9, active: true, faturamento: 1_250_000 },
  { name: 'Linha Básica', color: 0x2e7d32, x: 0.35, y: 0.62, size: 0.55, active: true, faturamento: 480_000 },
  { name: 'Exportação', color: 0xef6c00, x: 0.68, y: 0.28, size: 0.4, active: true, faturamento: 320_500.5 },
  { name: 'Varejo', color: 0, x: 0.18, y: 0.2, size: 0.25, active: true, faturamento: 95_000 },
  { name: 'Serviços', color: 0x6a1b9a, x: 0.5, y: 0.5, size: 0.15, active: true, faturamento: 42_750 },
  { name: 'Linha Descontinuada', color: 0xc62828, x: 0.1, y: 0.9, size: 0.3, active: false, faturamento: 0 },
];

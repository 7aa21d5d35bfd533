import type { GridValues } from 'contracts/ui';

/** Fixed simulated monthly control data for the UI lab's grid (seed: "simulated data only"). */
export const SIMULATED_MONTHS = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01'] as const;

export const SIMULATED_MONTHLY_ROWS = [
  { key: 'total', label: 'Faturamento (R$)' },
  { key: 'cost', label: 'Custo variável (R$)' },
  { key: 'amount', label: 'Quantidade' },
] as const;

export const SIMULATED_MONTHLY_VALUES: GridValues = {
  total: { '2025-01-01': 125_000, '2025-02-01': 131_500.5, '2025-03-01': 128_900 },
  cost: { '2025-01-01': 61_200, '2025-02-01': 64_000 },
  amount: { '2025-01-01': 1_250, '2025-02-01': 1_310 },
};

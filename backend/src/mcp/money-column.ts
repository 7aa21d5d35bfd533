import type { ColumnOptions } from 'typeorm';

/**
 * Money and units as exact DECIMAL(16,2) (up to contracts' MCP_MAX_VALUE with cents); the
 * drivers hand DECIMAL back as text (MySQL) or a number (SQLite): both become a number.
 */
export const moneyColumn = (name: string): ColumnOptions => ({
  name,
  type: 'decimal',
  precision: 16,
  scale: 2,
  default: 0,
  transformer: { to: (value: number) => value, from: (value: string | number | null) => (value === null ? 0 : Number(value)) },
});

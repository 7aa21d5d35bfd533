// Zod-free on purpose: the chart and grid pages read these without loading zod (schema.ts holds the
// schemas, issue 23).

export const MCP_ITEM_NAME_MAX_LENGTH = 100;
/** Rows one bulk control-data call may carry (200 products × 36 months is 7 200). */
export const MCP_BULK_MAX_ROWS = 20_000;
/**
 * Body bytes the bulk control-data call may carry (its route's own limit; 1 MB elsewhere):
 * MCP_BULK_MAX_ROWS rows of the longest compact JSON a row can have (162 bytes:
 * "competitor", a 10-digit id, a 40-character date, three 16-character amounts: 3.3 MB) fit.
 */
export const MCP_BULK_MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Named expenses of one product in one month. */
export const MCP_MAX_EXPENSES_PER_MONTH = 50;
/** Chart groupings in months (month 1, trimester 3, semester 6, year 12). */
export const MCP_GROUPINGS = [1, 3, 6, 12] as const;
export type McpGrouping = (typeof MCP_GROUPINGS)[number];
export const DEFAULT_MCP_GROUPING: McpGrouping = 1;
/**
 * What a period's market growth is measured against: the same months one year earlier
 * (`year`, used for a period only when those months lie within the data; otherwise the
 * period falls back to `previous`) or the same months of the period just before (`previous`).
 */
export const MCP_GROWTH_BASES = ['year', 'previous'] as const;
export type McpGrowthBasis = (typeof MCP_GROWTH_BASES)[number];
export const DEFAULT_GROWTH_BASIS: McpGrowthBasis = 'year';

export type ControlOwnerKind = 'product' | 'competitor';

/** The fields of a grid row, in the order the grid shows them (here, away from the schemas: the grid's page never evaluates zod). */
export const CONTROL_FIELDS = ['total', 'cost', 'amount'] as const;
export type ControlField = (typeof CONTROL_FIELDS)[number];

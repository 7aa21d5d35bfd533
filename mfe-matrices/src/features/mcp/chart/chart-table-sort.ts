import type { McpChartPoint } from 'contracts';

/** The table's sortable columns, each the point field it shows. */
export const CHART_TABLE_COLUMNS = ['name', 'quadrant', 'participation', 'growth', 'rms', 'faturamento', 'contribMargValue'] as const;
export type ChartTableColumn = (typeof CHART_TABLE_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';

export interface ChartTableSort {
  column: ChartTableColumn;
  direction: SortDirection;
}

export const DEFAULT_CHART_TABLE_SORT: ChartTableSort = { column: 'faturamento', direction: 'descending' };

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The points ordered by one column: text in pt-BR order, numbers by value; a point without
 * the value (no growth, no quadrant) always comes last, whatever the direction; ties keep
 * the name order.
 */
export function sortChartPoints(points: readonly McpChartPoint[], { column, direction }: ChartTableSort): McpChartPoint[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...points].sort((a, b) => {
    const left = a[column];
    const right = b[column];
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = typeof left === 'string' ? collator.compare(left, right as string) : (left as number) - (right as number);
      if (order !== 0) return sign * order;
    }
    return collator.compare(a.name, b.name);
  });
}

/** Clicking a column: the same one flips its direction, another starts descending for numbers, ascending for text. */
export function nextSort(current: ChartTableSort, column: ChartTableColumn): ChartTableSort {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: column === 'name' || column === 'quadrant' ? 'ascending' : 'descending' };
}

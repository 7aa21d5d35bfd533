import { CONTROL_FIELDS, type ExpenseMonth, type McpChartPoint } from 'contracts';
import { columnsOf, type ExportCell, type ExportTable, oneSheetTable } from '../../../shared/export/export-table';
import * as texts from '../../../texts';
import { rowKey, type GridRow, type MonthValues } from '../grid/control-grid';

const sheets = texts.sheets;
const columns = texts.mcp.import.columns;

/**
 * The monthly grid (products and competitors) as rows of the import's layout: kind, category,
 * name, month (a date), revenue, cost, quantity. What is exported, edited in Excel and imported
 * back lands in the same cells. `values` is what the grid shows (saved, then typed); an item's
 * month without any number is left out.
 */
export function controlDataTable(mcpName: string, rows: readonly GridRow[], months: readonly string[], values: MonthValues): ExportTable {
  const items = [...new Map(rows.map((row) => [`${row.item.kind}:${row.item.id}`, row])).values()];
  const body: ExportCell[][] = [];
  for (const row of items) {
    for (const month of months) {
      const numbers = CONTROL_FIELDS.map((field) => values[rowKey(row.item.kind, row.item.id, field)]?.[month] ?? null);
      if (numbers.every((value) => value === null)) continue;
      const [total, cost, amount] = numbers;
      body.push([texts.mcp.import.kinds[row.item.kind], row.item.categoryName, row.item.name, month, total ?? null, cost ?? null, amount ?? null]);
    }
  }
  const names = [[columns.kind, 'text'], [columns.category, 'text'], [columns.name, 'text']] as const;
  const sheetColumns = columnsOf(...names, [columns.month, 'month'], [columns.total, 'money'], [columns.cost, 'money'], [columns.amount, 'number']);
  return oneSheetTable([sheets.controlData, mcpName], { name: sheets.controlData, frozenColumns: 3, columns: sheetColumns, rows: body });
}

/** A product's named expenses, month by month (the months the page lists). */
export function expensesTable(mcpName: string, productName: string, months: readonly ExpenseMonth[]): ExportTable {
  const t = texts.mcp.expenses;
  return oneSheetTable([sheets.expenses, mcpName, productName], {
    name: `${sheets.expenses} ${productName}`,
    columns: columnsOf([t.month, 'month'], [t.name, 'text'], [t.value, 'money']),
    rows: months.flatMap((month) => month.expenses.map((expense) => [month.date, expense.name, expense.value])),
  });
}

/** The chart's table of the period shown, every row in the table's order. */
export function chartTableTable(mcpName: string, periodLabel: string, points: readonly McpChartPoint[]): ExportTable {
  const t = texts.mcp.chart.table;
  const shares = [[t.participation, 'percent'], [t.growth, 'percent'], [t.rms, 'number']] as const;
  const money = [[t.faturamento, 'money'], [t.contribution, 'money'], [sheets.contributionShare, 'percent']] as const;
  const rows = points.map((point) => {
    const ratios = [finite(point.participation), finite(point.growth), finite(point.rms)];
    return [point.name, point.quadrant, ...ratios, point.faturamento, point.contribMargValue, finite(point.contribMargPerc)];
  });
  return oneSheetTable([texts.mcp.chart.fileName, mcpName, periodLabel], { name: periodLabel, columns: columnsOf([t.product, 'text'], [t.quadrant, 'text'], ...shares, ...money), rows });
}

/** A number the table can show; none for a missing or infinite one (the page's "—"). */
const finite = (value: number | null): number | null => (value !== null && Number.isFinite(value) ? value : null);

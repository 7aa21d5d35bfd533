import { CONTROL_FIELDS, type ExpenseMonth, type McpChartPoint } from 'contracts';
import type { ExportCell, ExportTable } from '../../../shared/export/export-table';
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
  return {
    name: [sheets.controlData, mcpName],
    sheets: [
      {
        name: sheets.controlData,
        frozenColumns: 3,
        columns: [
          { header: columns.kind, kind: 'text' },
          { header: columns.category, kind: 'text' },
          { header: columns.name, kind: 'text' },
          { header: columns.month, kind: 'month' },
          { header: columns.total, kind: 'money' },
          { header: columns.cost, kind: 'money' },
          { header: columns.amount, kind: 'number' },
        ],
        rows: body,
      },
    ],
  };
}

/** A product's named expenses, month by month (the months the page lists). */
export function expensesTable(mcpName: string, productName: string, months: readonly ExpenseMonth[]): ExportTable {
  const t = texts.mcp.expenses;
  return {
    name: [sheets.expenses, mcpName, productName],
    sheets: [
      {
        name: `${sheets.expenses} ${productName}`,
        columns: [
          { header: t.month, kind: 'month' },
          { header: t.name, kind: 'text' },
          { header: t.value, kind: 'money' },
        ],
        rows: months.flatMap((month) => month.expenses.map((expense) => [month.date, expense.name, expense.value])),
      },
    ],
  };
}

/** The chart's table of the period shown, every row in the table's order. */
export function chartTableTable(mcpName: string, periodLabel: string, points: readonly McpChartPoint[]): ExportTable {
  const t = texts.mcp.chart.table;
  return {
    name: [texts.mcp.chart.fileName, mcpName, periodLabel],
    sheets: [
      {
        name: periodLabel,
        columns: [
          { header: t.product, kind: 'text' },
          { header: t.quadrant, kind: 'text' },
          { header: t.participation, kind: 'percent' },
          { header: t.growth, kind: 'percent' },
          { header: t.rms, kind: 'number' },
          { header: t.faturamento, kind: 'money' },
          { header: t.contribution, kind: 'money' },
          { header: sheets.contributionShare, kind: 'percent' },
        ],
        rows: points.map((point) => [
          point.name,
          point.quadrant,
          finite(point.participation),
          finite(point.growth),
          finite(point.rms),
          point.faturamento,
          point.contribMargValue,
          finite(point.contribMargPerc),
        ]),
      },
    ],
  };
}

/** A number the table can show; none for a missing or infinite one (the page's "—"). */
const finite = (value: number | null): number | null => (value !== null && Number.isFinite(value) ? value : null);

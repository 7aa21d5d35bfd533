import { useMemo, useState } from 'react';
import { formatBRL, formatPercent, type McpChartPoint } from 'contracts';
import { Button, DataTable } from 'contracts/ui';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import * as texts from '../../../texts';
import { formatRms } from 'contracts';
import { CHART_TABLE_COLUMNS, DEFAULT_CHART_TABLE_SORT, nextSort, sortChartPoints, type ChartTableColumn } from '../chart/chart-table-sort';

const t = texts.mcp.chart.table;

const HEADERS: Record<ChartTableColumn, string> = {
  name: t.product,
  quadrant: t.quadrant,
  participation: t.participation,
  growth: t.growth,
  rms: t.rms,
  faturamento: t.faturamento,
  contribMargValue: t.contribution,
};

const cell = (point: McpChartPoint, column: ChartTableColumn): string => {
  switch (column) {
    case 'name':
      return point.name;
    case 'quadrant':
      return point.quadrant ?? '—';
    case 'participation':
      return formatPercent(point.participation);
    case 'growth':
      return formatPercent(point.growth);
    case 'rms':
      return formatRms(point.rms);
    case 'faturamento':
      return formatBRL(point.faturamento);
    case 'contribMargValue':
      return `${formatBRL(point.contribMargValue)} (${formatPercent(point.contribMargPerc)})`;
  }
};

/** Rows shown before "Mostrar todos": a long table would slow every period change. */
export const CHART_TABLE_FIRST_ROWS = 100;

interface ChartTableProps {
  points: readonly McpChartPoint[];
  firstRows?: number;
  /** The chart page's table is exported (every row, in the order shown); the report's is not. */
  exportAs?: { mcpName: string; periodLabel: string };
}

/** The period's points as a table below the chart; every column header sorts. The report shows every row (`firstRows` Infinity). */
export function ChartTable({ points, firstRows = CHART_TABLE_FIRST_ROWS, exportAs }: ChartTableProps) {
  const [sort, setSort] = useState(DEFAULT_CHART_TABLE_SORT);
  const [showAll, setShowAll] = useState(false);
  const sorted = useMemo(() => sortChartPoints(points, sort), [points, sort]);
  const rows = showAll ? sorted : sorted.slice(0, firstRows);
  return (
    <>
      {exportAs && (
        <ExportButtons
          testId="chart-table-export"
          table={async () => (await import('../export/mcp-tables')).chartTableTable(exportAs.mcpName, exportAs.periodLabel, sorted)}
        />
      )}
      {/* Wider than a phone: it scrolls inside its own frame, never the page or the card. */}
      <DataTable data-testid="mcp-chart-table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            {CHART_TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col" aria-sort={sort.column === column ? sort.direction : 'none'}>
                <button type="button" onClick={() => setSort(nextSort(sort, column))} title={`${t.sortBy} ${HEADERS[column]}`}>
                  {HEADERS[column]}
                  <span aria-hidden="true">{sort.column === column ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((point) => (
            <tr key={point.productId}>
              {CHART_TABLE_COLUMNS.map((column) =>
                column === 'name' ? (
                  <th key={column} scope="row">
                    {cell(point, column)}
                  </th>
                ) : (
                  <td key={column}>{cell(point, column)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
      {rows.length < sorted.length && (
        <Button variant="link" onClick={() => setShowAll(true)}>
          {t.showAll(sorted.length)}
        </Button>
      )}
    </>
  );
}

import { formatBRL, type MultifatorialPoint, periodLabelOf, toTenScale } from 'contracts';
import { DataTable } from 'contracts/ui';
import * as texts from '../../../texts';

const t = texts.multifatorial.chart;

/** The columns of an item's first row; its criteria fill a second row across them all. */
const COLUMNS = 7;

/**
 * The points of the table: item, market, zone and the scores of every criterion that made it
 * (chart page and report). The criteria are a row of their own under each item's figures: as a
 * column they made the table wider than the page, one word per line (issue 22).
 */
export function PointsTable({ points, marketName, criterionName }: { points: readonly MultifatorialPoint[]; marketName: (id: number) => string; criterionName: (id: number) => string }) {
  return (
    <DataTable aria-label={t.table} data-testid="multifatorial-points-table">
      <thead>
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.market}</th>
          <th scope="col">{t.xAxis}</th>
          <th scope="col">{t.yAxis}</th>
          <th scope="col">{t.zone}</th>
          <th scope="col">{t.revenue}</th>
          <th scope="col">{t.date}</th>
        </tr>
      </thead>
      {/* A body per item: its two rows stay on one printed page. */}
      {points.map((point) => (
        <tbody key={point.itemId}>
          <tr data-testid={`point-${point.itemId}`}>
            <th scope="row">{point.name}</th>
            <td>{marketName(point.categoryId)}</td>
            <td>{toTenScale(point.x)}</td>
            <td>{toTenScale(point.y)}</td>
            <td>{t.zones[point.zone]}</td>
            <td>{formatBRL(point.faturamento)}</td>
            <td>{periodLabelOf(point.date, 'month')}</td>
          </tr>
          <tr>
            <td colSpan={COLUMNS}>
              {texts.multifatorial.criteria.heading}: {point.grades.map((grade) => `${criterionName(grade.criterionId)}: ${toTenScale(grade.grade)}`).join('; ')}
            </td>
          </tr>
        </tbody>
      ))}
    </DataTable>
  );
}

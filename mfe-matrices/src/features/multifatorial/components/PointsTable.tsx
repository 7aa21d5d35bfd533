import { formatBRL, type MultifatorialPoint, periodLabelOf, toTenScale } from 'contracts';
import { DataTable } from 'contracts/ui';
import * as texts from '../../../texts';

const t = texts.multifatorial.chart;

/** The points of the table: item, market, zone and the scores of every criterion that made it (chart page and report). */
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
          <th scope="col">{texts.multifatorial.criteria.heading}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.itemId} data-testid={`point-${point.itemId}`}>
            <th scope="row">{point.name}</th>
            <td>{marketName(point.categoryId)}</td>
            <td>{toTenScale(point.x)}</td>
            <td>{toTenScale(point.y)}</td>
            <td>{t.zones[point.zone]}</td>
            <td>{formatBRL(point.faturamento)}</td>
            <td>{periodLabelOf(point.date, 'month')}</td>
            <td>{point.grades.map((grade) => `${criterionName(grade.criterionId)}: ${toTenScale(grade.grade)}`).join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

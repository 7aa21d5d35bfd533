import { CRITERION_AXES, type MultifatorialCategoryWithItems, type MultifatorialCriterion, type MultifatorialPoint } from 'contracts';
import { columnsOf, type ExportCell, type ExportTable, oneSheetTable, tenScale } from '../../../shared/export/export-table';
import * as texts from '../../../texts';
import type { GradeOwner } from '../hooks/useGradeEdits';

const sheets = texts.sheets;

/** Each axis' criteria with their importance (0–10) and their share of the axis' weight (to a millionth: no float noise in a cell). */
export function criteriaTable(multifatorialName: string, criteria: readonly MultifatorialCriterion[]): ExportTable {
  const rows: ExportCell[][] = CRITERION_AXES.flatMap((axis) => {
    const ofAxis = criteria.filter((criterion) => criterion.axis === axis);
    const total = ofAxis.reduce((sum, criterion) => sum + criterion.importance, 0);
    return ofAxis.map((criterion) => [texts.multifatorial.axes[axis], criterion.name, tenScale(criterion.importance), total > 0 ? Math.round((criterion.importance / total) * 1e6) / 1e6 : null]);
  });
  const columns = columnsOf([sheets.axis, 'text'], [texts.multifatorial.criteria.name, 'text'], [texts.analyses.importance, 'grade'], [sheets.weightShare, 'percent']);
  return oneSheetTable([sheets.criteria, multifatorialName], { name: sheets.criteria, frozenColumns: 2, columns, rows });
}

/**
 * A month's grades (0–10) as the two grids show them: markets × attractiveness criteria, items ×
 * force criteria. `grade` gives a cell's grade (0–1) or null when it has none.
 */
export function gradesTable(
  multifatorialName: string,
  month: string,
  markets: readonly MultifatorialCategoryWithItems[],
  criteria: readonly MultifatorialCriterion[],
  grade: (criterionId: number, owner: GradeOwner) => number | null,
): ExportTable {
  const t = texts.multifatorial.grades;
  const ofAxis = (axis: MultifatorialCriterion['axis']) => criteria.filter((criterion) => criterion.axis === axis);
  const scores = (axisCriteria: readonly MultifatorialCriterion[], owner: GradeOwner) =>
    axisCriteria.map((criterion) => {
      const value = grade(criterion.id, owner);
      return value === null ? null : tenScale(value);
    });
  const attractiveness = ofAxis('attractiveness');
  const force = ofAxis('force');
  const criterionColumns = (axisCriteria: readonly MultifatorialCriterion[]) => axisCriteria.map((criterion) => ({ header: criterion.name, kind: 'grade' as const }));
  return {
    name: [texts.multifatorial.grades.heading, multifatorialName, month.slice(0, 7)],
    sheets: [
      {
        name: sheets.marketGrades,
        columns: [{ header: t.marketColumn, kind: 'text' }, ...criterionColumns(attractiveness)],
        rows: markets.map((market) => [market.name, ...scores(attractiveness, { categoryId: market.id })]),
      },
      {
        name: sheets.itemGrades,
        frozenColumns: 2,
        columns: [{ header: sheets.item, kind: 'text' }, { header: sheets.market, kind: 'text' }, ...criterionColumns(force)],
        rows: markets.flatMap((market) => market.items.map((item) => [item.name, market.name, ...scores(force, { itemId: item.id })])),
      },
    ],
  };
}

/**
 * The chart's points as its table lists them: item, market, force and attractiveness (0–10),
 * zone, revenue, the month of the grades, then a column per criterion with the grade that made
 * the point (empty when it had none).
 */
export function pointsTable(
  multifatorialName: string,
  points: readonly MultifatorialPoint[],
  criteria: readonly MultifatorialCriterion[],
  marketName: (id: number) => string,
): ExportTable {
  const t = texts.multifatorial.chart;
  const ordered = CRITERION_AXES.flatMap((axis) => criteria.filter((criterion) => criterion.axis === axis));
  const point = [[t.item, 'text'], [t.market, 'text'], [t.xAxis, 'grade'], [t.yAxis, 'grade'], [t.zone, 'text'], [t.revenue, 'money'], [t.date, 'month']] as const;
  const columns = columnsOf(...point, ...ordered.map((criterion) => [criterion.name, 'grade'] as const));
  const rows = points.map((point) => {
    const grades = new Map(point.grades.map((grade) => [grade.criterionId, tenScale(grade.grade)]));
    const scores = ordered.map((criterion) => grades.get(criterion.id) ?? null);
    return [point.name, marketName(point.categoryId), tenScale(point.x), tenScale(point.y), t.zones[point.zone], point.faturamento, point.date, ...scores];
  });
  return oneSheetTable([t.fileName, multifatorialName], { name: t.table, columns, rows });
}

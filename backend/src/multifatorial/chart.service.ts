import { Injectable } from '@nestjs/common';
import {
  ALL_MONTHS,
  type AxisCriteria,
  type ChartItem,
  type ChartSvg,
  type ChartTimeLimits,
  type GradedMonth,
  type ItemGradeHistory,
  type MultifatorialChartWire,
  multifatorialChartWire,
  multifatorialFirstScreenOption,
  type MultifatorialPoint,
  multifatorialPoints,
  type WeightedCriterion,
} from 'contracts';
import { type EntityManager, In } from 'typeorm';
import type { ChartScope } from '../analyses/analysis-access.service.js';
import { analysisCharts } from '../analyses/analysis-charts.service.js';
import { drawChartSvg } from '../analyses/chart-svg.js';
import { storedMonth } from '../analyses/monthly-values.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { multifatorialChartLookups } from './multifatorial-data.js';
import { CategoryGrade, ItemGrade, Multifatorial, MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';

interface GradeRow {
  owner: number | string;
  criterionId: number | string;
  month: unknown;
  grade: number | string;
}

/** Grade rows (oldest month first) → each owner's graded months. */
function gradedMonths(rows: readonly GradeRow[]): Map<number, GradedMonth[]> {
  const byOwner = new Map<number, GradedMonth[]>();
  for (const row of rows) {
    const owner = Number(row.owner);
    const month = storedMonth(row.month);
    let months = byOwner.get(owner);
    if (!months) byOwner.set(owner, (months = []));
    let last = months.at(-1);
    if (last?.month !== month) months.push((last = { month, grades: new Map() }));
    (last.grades as Map<number, number>).set(Number(row.criterionId), Number(row.grade));
  }
  return byOwner;
}

/**
 * The Multifatorial chart calls (docs/domain/multifatorial.md): the data is read in four
 * queries whatever the number of items and months, and the points come from contracts
 * `multifatorialPoints`, so the server and the tests compute them one way.
 */
@Injectable()
export class MultifatorialChartService extends analysisCharts(Multifatorial) {
  timeLimits(user: AuthUser, scope: ChartScope): Promise<ChartTimeLimits> {
    return this.charting(user, scope, async (manager, multifatoriais) => {
      const ids = multifatoriais.map((multifatorial) => multifatorial.id);
      if (ids.length === 0) return { start: null, end: null };
      const limits = [];
      for (const query of this.gradeQueries(manager, ids)) {
        limits.push(await query.select('MIN(grade.month)', 'start').addSelect('MAX(grade.month)', 'end').getRawOne<{ start: unknown; end: unknown }>());
      }
      const months = limits.flatMap((limit) => [limit?.start, limit?.end]).filter((month) => month !== null && month !== undefined).map(storedMonth).sort();
      return { start: months[0] ?? null, end: months.at(-1) ?? null };
    });
  }

  /** Each item's point from its latest grades inside the window. */
  points(user: AuthUser, scope: ChartScope, window: { start: string; end: string }): Promise<MultifatorialPoint[]> {
    return this.charting(user, scope, async (manager, multifatoriais) => {
      const ids = multifatoriais.map((multifatorial) => multifatorial.id);
      if (ids.length === 0) return [];
      return multifatorialPoints(await this.inputs(manager, ids, window), window.start, window.end, 'latest');
    });
  }

  /** Every step of each item's trajectory inside the window, compact (contracts `expandMultifatorialPoints`). */
  detailed(user: AuthUser, scope: ChartScope, window: { start: string; end: string }): Promise<MultifatorialChartWire> {
    return this.charting(user, scope, async (manager, multifatoriais) => {
      const ids = multifatoriais.map((multifatorial) => multifatorial.id);
      return multifatorialChartWire(ids.length === 0 ? [] : await this.inputs(manager, ids, window), window.start, window.end);
    });
  }

  /**
   * The chart page's first screen: the chart as the page opens (every month graded, shown at the
   * last one, with names and trajectories: contracts `multifatorialFirstScreenOption`), drawn at
   * the page's chart box's size.
   */
  async chartSvg(user: AuthUser, scope: ChartScope & { analysisId: number }, size: { width: number; height: number }): Promise<ChartSvg> {
    const option = await this.charting(user, scope, async (manager, multifatoriais) => {
      const ids = multifatoriais.map((multifatorial) => multifatorial.id);
      const detailed = ids.length === 0 ? [] : multifatorialPoints(await this.inputs(manager, ids, ALL_MONTHS), ALL_MONTHS.start, ALL_MONTHS.end, 'monthly');
      const { markets } = await multifatorialChartLookups(manager, scope.analysisId);
      return multifatorialFirstScreenOption(detailed, markets);
    });
    // Drawn once the transaction is over: the database waits for no drawing.
    return drawChartSvg(option, size);
  }

  latest(user: AuthUser, scope: ChartScope): Promise<MultifatorialPoint[]> {
    return this.points(user, scope, ALL_MONTHS);
  }

  /** `latest` of one multifatorial read through `manager` (the history's past reads it inside a rebuilt state). */
  async latestIn(manager: EntityManager, id: number): Promise<MultifatorialPoint[]> {
    return multifatorialPoints(await this.inputs(manager, [id], ALL_MONTHS), ALL_MONTHS.start, ALL_MONTHS.end, 'latest');
  }

  /** The category grades and the item grades of the multifatoriais, as `grade` rows. */
  private gradeQueries(manager: EntityManager, ids: number[]) {
    return [
      manager
        .createQueryBuilder(CategoryGrade, 'grade')
        .innerJoin(AnalysisCategory, 'category', 'category.id = grade.categoryId')
        .where('category.multifatorialId IN (:...ids)', { ids }),
      manager
        .createQueryBuilder(ItemGrade, 'grade')
        .innerJoin(MultifatorialItemEntity, 'item', 'item.id = grade.itemId')
        .innerJoin(AnalysisCategory, 'category', 'category.id = item.categoryId')
        .where('category.multifatorialId IN (:...ids)', { ids }),
    ];
  }

  private async inputs(manager: EntityManager, ids: number[], window: { start: string; end: string }) {
    const criteria = await manager.find(MultifatorialCriterionEntity, { where: { multifatorialId: In(ids) } });
    const axes = new Map<number, AxisCriteria>(ids.map((id) => [id, { force: [], attractiveness: [] }]));
    for (const { id, multifatorialId, axis, importance, higherIsWorse } of criteria) (axes.get(multifatorialId)![axis] as WeightedCriterion[]).push({ id, importance, higherIsWorse });

    const categories = await manager.find(AnalysisCategory, { select: { id: true, multifatorialId: true }, where: { multifatorialId: In(ids) } });
    const multifatorialOf = new Map(categories.map((category) => [category.id, category.multifatorialId!]));
    const items = categories.length === 0 ? [] : await manager.find(MultifatorialItemEntity, { where: { categoryId: In([...multifatorialOf.keys()]) }, order: { id: 'ASC' } });

    const [categoryQuery, itemQuery] = this.gradeQueries(manager, ids);
    const rows = (query: typeof categoryQuery, owner: string) =>
      query
        .select(owner, 'owner')
        .addSelect('grade.criterionId', 'criterionId')
        .addSelect('grade.month', 'month')
        .addSelect('grade.grade', 'grade')
        .andWhere('grade.month BETWEEN :start AND :end', window)
        .orderBy('grade.month', 'ASC')
        .getRawMany<GradeRow>();
    const categoryMonths = gradedMonths(await rows(categoryQuery, 'grade.categoryId'));
    const itemMonths = gradedMonths(await rows(itemQuery, 'grade.itemId'));

    return items.map((item) => {
      const multifatorialId = multifatorialOf.get(item.categoryId)!;
      const chartItem: ChartItem = {
        itemId: item.id,
        multifatorialId,
        categoryId: item.categoryId,
        name: item.name,
        color: item.color,
        faturamento: item.faturamento,
      };
      const history: ItemGradeHistory = { force: itemMonths.get(item.id) ?? [], attractiveness: categoryMonths.get(item.categoryId) ?? [] };
      return { item: chartItem, history, criteria: axes.get(multifatorialId)! };
    });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type GradesInput, liveGradeCell, MESSAGES, type MonthGrades, type MultifatorialGrade } from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { upsertMonths } from '../analyses/monthly-values.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ApiError } from '../common/http/api-error.js';
import { noteCells } from '../live/live-changes.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { MultifatorialAccessService, type MultifatorialPart } from './multifatorial-access.service.js';
import { AnalysisPartsService } from '../analyses/analysis-parts.service.js';
import { describeRevision, watchRows } from '../analyses/history.js';
import type { Multifatorial } from './multifatorial.entity.js';
import { gradesOfMonth } from './multifatorial-data.js';
import { CategoryGrade, ItemGrade, MultifatorialCriterionEntity, MultifatorialItemEntity } from './multifatorial.entity.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import { wholeSeconds } from '../database/timestamps.js';
import { cellConflicts } from '../analyses/row-versions.js';

/**
 * The entries whose `expected` grade is not the one in `stored` (the grades read before the
 * write: a locking read on MySQL, as the MCP grid's cells are).
 */
function conflictsOf(date: string, grades: GradesInput['grades'], stored: { category: CategoryGrade[]; item: ItemGrade[] }) {
  const checked = grades.filter((entry) => entry.expected !== undefined);
  if (checked.length === 0) return [];
  const byKind = {
    category: new Map(stored.category.map((row) => [`${row.categoryId}:${row.criterionId}`, row])),
    item: new Map(stored.item.map((row) => [`${row.itemId}:${row.criterionId}`, row])),
  };
  return checked.flatMap((entry) => {
    const kind = entry.categoryId === undefined ? 'item' : 'category';
    const id = (entry.categoryId ?? entry.itemId)!;
    const cell = byKind[kind].get(`${id}:${entry.criterionId}`);
    const expected = entry.expected ?? null;
    if ((cell?.grade ?? null) === expected) return [];
    return [{ kind, id, criterionId: entry.criterionId, date, field: 'grade', current: cell?.grade ?? null, expected, updatedBy: cell?.updatedBy ?? null, updatedAt: cell?.updatedAt ?? null }];
  });
}

/** The grades `grades` wrote, as stored after the write (with their new versions), in the order sent. */
function writtenGrades(grades: GradesInput['grades'], stored: { category: CategoryGrade[]; item: ItemGrade[] }): MultifatorialGrade[] {
  const categories = new Map(stored.category.map((row) => [`${row.categoryId}:${row.criterionId}`, row]));
  const items = new Map(stored.item.map((row) => [`${row.itemId}:${row.criterionId}`, row]));
  return grades.map((entry) => {
    if (entry.categoryId !== undefined) {
      const { version, grade } = categories.get(`${entry.categoryId}:${entry.criterionId}`)!;
      return { version, criterionId: entry.criterionId, categoryId: entry.categoryId, itemId: null, grade };
    }
    const { version, grade } = items.get(`${entry.itemId}:${entry.criterionId}`)!;
    return { version, criterionId: entry.criterionId, categoryId: null, itemId: entry.itemId!, grade };
  });
}

/** The monthly grades of a multifatorial: a category's per attractiveness criterion, an item's per force criterion. */
@Injectable()
export class GradesService extends AnalysisPartsService<Multifatorial, MultifatorialPart> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    access: MultifatorialAccessService,
    private readonly fairUse: FairUseService,
  ) {
    super(dataSource, access);
  }

  month(user: AuthUser, multifatorialId: number, date: string): Promise<MonthGrades> {
    return this.reading(user, 'multifatorial', multifatorialId, async (manager) => {
      return { date, grades: await gradesOfMonth(manager, multifatorialId, date) };
    });
  }

  /**
   * Every grade is checked before any is written: one wrong entry and nothing changes. Merged
   * at the cell: an entry with `expected` whose stored grade differs (null: none stored) is a
   * conflict, and every conflict is listed in one 412, nothing written. Answers only the
   * grades it wrote, with their new versions.
   */
  save(user: AuthUser, multifatorialId: number, { date, grades }: GradesInput, ifMatch?: ExpectedVersion): Promise<MonthGrades> {
    return this.writing(user, 'multifatorial', multifatorialId, async (manager, multifatorial) => {
      await this.fairUse.bulkRows(multifatorial.companyId, grades.length, `multifatorial:${multifatorialId}`);
      const { axisOf, categories, items } = await this.parts(manager, multifatorialId);
      const invalid = grades.some((entry) =>
        entry.categoryId !== undefined
          ? axisOf.get(entry.criterionId) !== 'attractiveness' || !categories.has(entry.categoryId)
          : axisOf.get(entry.criterionId) !== 'force' || !items.has(entry.itemId!),
      );
      if (invalid) throw ApiError.fields({ grades: [MESSAGES.gradeTargetInvalid] });
      const targets = (key: 'categoryId' | 'itemId') => [...new Set(grades.flatMap((entry) => (entry[key] === undefined ? [] : [entry[key]])))];
      const criteria = [...new Set(grades.map((entry) => entry.criterionId))];
      // The grades read before the write, for the history, are the ones the conflicts are checked
      // against; read again after it, they are the answer.
      const watched = {
        category: await watchRows(manager, CategoryGrade, { categoryId: targets('categoryId'), criterionId: criteria, month: [date] }),
        item: await watchRows(manager, ItemGrade, { itemId: targets('itemId'), criterionId: criteria, month: [date] }),
      };
      const stored = { category: watched.category.before as CategoryGrade[], item: watched.item.before as ItemGrade[] };
      const conflicts = conflictsOf(date, grades, stored);
      if (conflicts.length > 0) throw await cellConflicts(manager, conflicts);
      const stamp = { updatedBy: user.id, updatedAt: wholeSeconds(new Date()) };
      const base = (entry: (typeof grades)[number]) => ({ criterionId: entry.criterionId, month: date, grade: entry.grade, ...stamp });
      describeRevision(manager, { type: 'rows', count: grades.length });
      const categoryRows = grades.flatMap((entry) => (entry.categoryId === undefined ? [] : [{ ...base(entry), categoryId: entry.categoryId }]));
      const itemRows = grades.flatMap((entry) => (entry.itemId === undefined ? [] : [{ ...base(entry), itemId: entry.itemId }]));
      await upsertMonths(manager, CategoryGrade, ['categoryId', 'criterionId'], categoryRows);
      await upsertMonths(manager, ItemGrade, ['itemId', 'criterionId'], itemRows);
      noteCells(
        manager,
        'grades',
        grades.map((entry) => ({ part: entry.categoryId === undefined ? 'item' : 'category', id: (entry.categoryId ?? entry.itemId)!, cell: liveGradeCell(entry.criterionId, date) })),
      );
      const written = { category: (await watched.category.now()) as CategoryGrade[], item: (await watched.item.now()) as ItemGrade[] };
      return { date, grades: writtenGrades(grades, written) };
    }, ifMatch);
  }

  /** The multifatorial's criteria (by axis), category ids and item ids. */
  private async parts(manager: EntityManager, multifatorialId: number) {
    const criteria = await manager.find(MultifatorialCriterionEntity, { where: { multifatorialId } });
    const categories = await manager.find(AnalysisCategory, { select: { id: true }, where: { multifatorialId } });
    const items = await manager
      .createQueryBuilder(MultifatorialItemEntity, 'item')
      .select('item.id', 'id')
      .innerJoin(AnalysisCategory, 'category', 'category.id = item.categoryId')
      .where('category.multifatorialId = :multifatorialId', { multifatorialId })
      .getRawMany<{ id: number | string }>();
    return {
      axisOf: new Map(criteria.map((criterion) => [criterion.id, criterion.axis])),
      categories: new Set(categories.map((category) => category.id)),
      items: new Set(items.map((item) => Number(item.id))),
    };
  }
}

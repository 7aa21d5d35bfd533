import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type bulkControlDataSchema,
  CONTROL_FIELDS,
  type ControlField,
  type ControlMonth,
  type controlDataSchema,
  type ControlOwnerKind,
  currentMonth,
  type ExpenseMonth,
  type expensesSchema,
  MESSAGES,
  type McpControlData,
  type ProductAdditionalInfo,
} from 'contracts';
import { DataSource, type EntityManager, MoreThanOrEqual, type ObjectLiteral } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { upsertMonth, upsertMonths } from '../analyses/monthly-values.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { FairUseService } from '../rate-limit/fair-use.service.js';
import { CompetitorControl, ProductControl, ProductExpense } from './control-data.entity.js';
import { McpProductTag } from './domain.entity.js';
import { noteCells } from '../live/live-changes.js';
import { McpAccessService, type McpPart } from './mcp-access.service.js';
import { AnalysisPartsService } from '../analyses/analysis-parts.service.js';
import { describeRevision, watch, watchRows, type WatchedRows } from '../analyses/history.js';
import type { Mcp } from './mcp.entity.js';
import { controlMonthView, productView } from './mcp-views.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';
import { cellConflicts } from '../analyses/row-versions.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import { wholeSeconds } from '../database/timestamps.js';

/** A month to write: the fields given (the others keep their stored value), and who writes it when. */
type ControlRow = { ownerId: number; month: string; updatedBy: number; updatedAt: Date } & Partial<Record<ControlField, number>>;
type BulkRow = Dto<typeof bulkControlDataSchema>[number];

const ownerColumn = { product: 'productId', competitor: 'competitorId' } as const;
const controlTable = { product: ProductControl, competitor: CompetitorControl } as const;
const cellKey = (ownerId: number, month: string) => `${ownerId}:${month}`;
/** Who writes, and when, as the rows of a write carry it. */
const stampOf = (user: AuthUser) => ({ updatedBy: user.id, updatedAt: wholeSeconds(new Date()) });

/** The month a bulk row writes: the fields it gives (the others keep their stored value), and who writes it when. */
function monthOf(row: BulkRow, stamp: ReturnType<typeof stampOf>): ControlRow {
  const month: ControlRow = { ownerId: row.id, month: row.date, ...stamp };
  for (const field of CONTROL_FIELDS) if (row[field] !== undefined) month[field] = row[field];
  return month;
}

/** A stored month of a product or of a competitor. */
type StoredMonth = ProductControl | CompetitorControl;

/** The product or competitor a stored month belongs to. */
const ownerOf = (row: StoredMonth): number => ('productId' in row ? row.productId : row.competitorId);

/** Stored months in the answer's order: by owner, then month. */
const byOwnerAndMonth = (a: StoredMonth, b: StoredMonth): number => ownerOf(a) - ownerOf(b) || (a.month < b.month ? -1 : a.month > b.month ? 1 : 0);

/**
 * The cells of `rows` whose stored value (in `stored`, the months read before the write: a
 * locking read on MySQL, since the writes of one MCP wait on its row lock and a plain read
 * would see the snapshot taken before) is not the `expected` one the client sent; a month
 * without a row stores 0 in each field.
 */
function conflictsOf(kind: ControlOwnerKind, rows: BulkRow[], stored: ObjectLiteral[]) {
  const checked = rows.filter((row) => row.expected !== undefined);
  if (checked.length === 0) return [];
  const cells = new Map((stored as StoredMonth[]).map((row) => [cellKey(ownerOf(row), row.month), row]));
  return checked.flatMap((row) => {
    const cell = cells.get(cellKey(row.id, row.date));
    return CONTROL_FIELDS.flatMap((field) => {
      const expected = row.expected?.[field];
      if (expected === undefined || (cell?.[field] ?? 0) === expected) return [];
      return [{ kind, id: row.id, date: row.date, field, current: cell ? cell[field] : null, expected, updatedBy: cell?.updatedBy ?? null, updatedAt: cell?.updatedAt ?? null }];
    });
  });
}

/** Sum of money values, exact to the cent. */
const sumMoney = (values: number[]): number => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/** 'YYYY-MM-01' of the month `count` months before the given one. */
function monthsBefore(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Monthly control data (revenue, variable cost, units) and a product's monthly named expenses. */
@Injectable()
export class ControlDataService extends AnalysisPartsService<Mcp, McpPart> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    access: McpAccessService,
    private readonly fairUse: FairUseService,
  ) {
    super(dataSource, access);
  }

  /** One month of one product or competitor, upserted (no date: the current month in Brasília). */
  updateControl(user: AuthUser, kind: ControlOwnerKind, id: number, input: Dto<typeof controlDataSchema>, ifMatch?: ExpectedVersion): Promise<ControlMonth> {
    return this.writing(user, kind, id, async (manager) => {
      const month = input.date ?? currentMonth();
      const watched = await this.watchMonths(manager, kind, [id], [month]);
      await this.upsert(manager, kind, [{ month, total: input.total, cost: input.cost, amount: input.amount, ownerId: id, ...stampOf(user) }]);
      noteCells(manager, 'controlData', [{ part: kind, id, cell: month }]);
      return controlMonthView((await watched.now())[0] as StoredMonth);
    }, ifMatch);
  }

  /** Every control row of the MCP's products and competitors (the grid), weighed by its rows in the company's bulk budget. */
  controlData(user: AuthUser, mcpId: number): Promise<McpControlData> {
    return this.reading(user, 'mcp', mcpId, async (manager, mcp) => {
      const grid = await this.rowsOf(manager, mcpId);
      await this.fairUse.bulkRows(mcp.companyId, grid.products.length + grid.competitors.length, `mcp:${mcpId}`);
      return grid;
    });
  }

  /**
   * The grid's rows, all or nothing, merged at the cell: a row naming a product or competitor
   * outside this MCP is a 400 under its index, like a row the schema refuses; a field left
   * out keeps its stored value; a field whose stored value is not the row's `expected` one is
   * a conflict, and every conflict is listed in one 412. Nothing is saved then. Answers the
   * months written, with their new versions.
   */
  saveControlData(user: AuthUser, mcpId: number, rows: Dto<typeof bulkControlDataSchema>, ifMatch?: ExpectedVersion): Promise<McpControlData> {
    return this.writing(user, 'mcp', mcpId, async (manager, mcp) => {
      await this.fairUse.bulkRows(mcp.companyId, rows.length, `mcp:${mcpId}`);
      const owned = {
        product: new Set((await this.itemsOf(manager, McpProductEntity, mcpId)).map((item) => item.id)),
        competitor: new Set((await this.itemsOf(manager, McpCompetitorEntity, mcpId)).map((item) => item.id)),
      };
      const errors: Record<string, string[]> = {};
      rows.forEach((row, index) => {
        if (!owned[row.kind].has(row.id)) errors[String(index)] = [MESSAGES.invalidChoice];
      });
      if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
      const byKind = { product: rows.filter((row) => row.kind === 'product'), competitor: rows.filter((row) => row.kind === 'competitor') };
      // One read of the months before the write serves the history and the conflicts, one after it the history and the answer.
      const watched = {
        product: await this.watchMonths(manager, 'product', [...new Set(byKind.product.map((row) => row.id))], [...new Set(byKind.product.map((row) => row.date))]),
        competitor: await this.watchMonths(manager, 'competitor', [...new Set(byKind.competitor.map((row) => row.id))], [...new Set(byKind.competitor.map((row) => row.date))]),
      };
      const conflicts = [...conflictsOf('product', byKind.product, watched.product.before), ...conflictsOf('competitor', byKind.competitor, watched.competitor.before)];
      if (conflicts.length > 0) throw await cellConflicts(manager, conflicts);
      const stamp = stampOf(user);
      const written: McpControlData = { products: [], competitors: [] };
      for (const kind of ['product', 'competitor'] as const) {
        if (byKind[kind].length === 0) continue;
        const months = byKind[kind].map((row) => monthOf(row, stamp));
        // upsertMonths writes the columns its rows give: one statement list per set of fields given.
        const bySet = new Map<string, ControlRow[]>();
        for (const row of months) {
          const set = CONTROL_FIELDS.filter((field) => row[field] !== undefined).join();
          const group = bySet.get(set);
          if (group) group.push(row);
          else bySet.set(set, [row]);
        }
        for (const group of bySet.values()) await this.upsert(manager, kind, group);
        const wanted = new Set(months.map((row) => cellKey(row.ownerId, row.month)));
        const stored = ((await watched[kind].now()) as StoredMonth[]).filter((row) => wanted.has(cellKey(ownerOf(row), row.month)));
        written[kind === 'product' ? 'products' : 'competitors'] = stored.sort(byOwnerAndMonth).map((row) => ({ id: ownerOf(row), ...controlMonthView(row) }));
      }
      describeRevision(manager, { type: 'rows', count: rows.length });
      noteCells(manager, 'controlData', rows.map((row) => ({ part: row.kind, id: row.id, cell: row.date })));
      return written;
    }, ifMatch);
  }

  /** Replaces the product's named expenses of the month (no date: the current month). */
  updateExpenses(user: AuthUser, productId: number, input: Dto<typeof expensesSchema>, ifMatch?: ExpectedVersion): Promise<ExpenseMonth> {
    return this.writing(user, 'product', productId, async (manager) => {
      const month = input.date ?? currentMonth();
      await watch(manager, ProductExpense, { productId: [productId], month: [month] });
      await this.watchMonths(manager, 'product', [productId], [month]);
      await manager.delete(ProductExpense, { productId, month });
      if (input.expenses.length > 0) {
        await manager.insert(
          ProductExpense,
          input.expenses.map((expense, sortOrder) => ({ productId, month, sortOrder, name: expense.name, value: expense.value })),
        );
      }
      const total = sumMoney(input.expenses.map((e) => e.value));
      await upsertMonth(manager, ProductControl, 'productId', { productId, month, expenses: total, ...stampOf(user) });
      noteCells(manager, 'expenses', [{ part: 'expense', id: productId, cell: month }]);
      return { date: month, expenses: input.expenses, total };
    }, ifMatch);
  }

  /**
   * The product, its tags and its last twelve months: the twelve months up to the latest one
   * with control data or expenses (a consultant often enters past years).
   */
  additionalInfo(user: AuthUser, productId: number): Promise<ProductAdditionalInfo> {
    return this.reading(user, 'product', productId, async (manager) => {
      const product = await manager.findOneByOrFail(McpProductEntity, { id: productId });
      const tags = await manager.find(McpProductTag, {
        where: { productId },
        relations: { domain: true, subcategory: true },
        order: { domainId: 'ASC' },
      });
      const [lastControl, lastExpense] = await Promise.all([
        manager.findOne(ProductControl, { where: { productId }, order: { month: 'DESC' } }),
        manager.findOne(ProductExpense, { where: { productId }, order: { month: 'DESC' } }),
      ]);
      const latest = [lastControl?.month, lastExpense?.month].filter((m): m is string => !!m).sort().at(-1);
      const since = latest ? monthsBefore(latest, 11) : null;
      const [control, expenses] = since
        ? await Promise.all([
            manager.find(ProductControl, { where: { productId, month: MoreThanOrEqual(since) }, order: { month: 'ASC' } }),
            manager.find(ProductExpense, { where: { productId, month: MoreThanOrEqual(since) }, order: { month: 'ASC', sortOrder: 'ASC' } }),
          ])
        : [[], []];
      const byMonth = new Map<string, ProductExpense[]>();
      for (const expense of expenses) byMonth.set(expense.month, [...(byMonth.get(expense.month) ?? []), expense]);
      return {
        product: productView(product),
        tags: tags.map((tag) => ({
          domainId: tag.domainId,
          domainName: tag.domain!.name,
          subcategoryId: tag.subcategoryId,
          subcategoryName: tag.subcategory!.name,
          version: tag.version,
        })),
        control: control.map(controlMonthView),
        expenses: [...byMonth].map(([date, items]) => ({
          date,
          expenses: items.map((e) => ({ name: e.name, value: e.value })),
          total: sumMoney(items.map((e) => e.value)),
        })),
      };
    });
  }

  private itemsOf<T extends McpProductEntity | McpCompetitorEntity>(
    manager: EntityManager,
    entity: new () => T,
    mcpId: number,
  ): Promise<T[]> {
    return manager
      .createQueryBuilder(entity, 'item')
      .innerJoin('item.category', 'category')
      .where('category.mcp_id = :mcpId', { mcpId })
      .getMany();
  }

  private async rowsOf(manager: EntityManager, mcpId: number): Promise<McpControlData> {
    const read = <T extends ProductControl | CompetitorControl>(entity: new () => T, relation: string, owner: (row: T) => number) =>
      manager
        .createQueryBuilder(entity, 'row')
        .innerJoin(`row.${relation}`, 'item')
        .innerJoin('item.category', 'category')
        .where('category.mcp_id = :mcpId', { mcpId })
        .orderBy(`row.${relation}_id`, 'ASC')
        .addOrderBy('row.month', 'ASC')
        .getMany()
        .then((rows) => rows.map((row) => ({ id: owner(row), ...controlMonthView(row) })));
    return {
      products: await read(ProductControl, 'product', (row) => row.productId),
      competitors: await read(CompetitorControl, 'competitor', (row) => row.competitorId),
    };
  }

  /** The months of these owners, watched for the revision (the pairs a save may write are among them). */
  private watchMonths(manager: EntityManager, kind: ControlOwnerKind, owners: number[], months: string[]): Promise<WatchedRows> {
    return watchRows(manager, controlTable[kind], { [ownerColumn[kind]]: owners, month: months });
  }

  /** Upserts the months of products or competitors (one row per owner and month). */
  private async upsert(manager: EntityManager, kind: ControlOwnerKind, rows: ControlRow[]): Promise<void> {
    if (kind === 'product') {
      await upsertMonths(manager, ProductControl, 'productId', rows.map(({ ownerId, ...values }) => ({ productId: ownerId, ...values })));
    } else {
      await upsertMonths(manager, CompetitorControl, 'competitorId', rows.map(({ ownerId, ...values }) => ({ competitorId: ownerId, ...values })));
    }
  }
}

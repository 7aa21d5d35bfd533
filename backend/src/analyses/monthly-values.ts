import { monthStart, type MonthlyValues } from 'contracts';
import {
  Column,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type SelectQueryBuilder,
  type ValueTransformer,
} from 'typeorm';

/**
 * The monthly-values convention of the analyses (docs/domain/analyses.md: periods are months): a table
 * has one row per owner (a product, a competitor…) and month, the month a DATE 'YYYY-MM-01',
 * a unique key on (owner, month), and values that are exact: money and quantities are whole
 * numbers of 10^-scale units in BIGINT columns (centavos for money), since SQLite has no
 * exact decimal type (its DECIMAL is an 8-byte float). Writes are upserts of a month; reads
 * that feed a chart are sums grouped by owner (or by any group) and month, done in SQL, and
 * handed to contracts' chart assembly (`valuesByMonth`, `coveredPeriods`).
 */

/** Stored months already read, by text or Date time: a chart reads the same few months thousands of times. */
const storedMonths = new Map<string | number, string>();
const STORED_MONTHS_MAX = 10_000;

/** A stored month back to 'YYYY-MM-01': SQLite gives the text, mysql2 a Date at UTC midnight (`timezone: 'Z'`). */
export function storedMonth(value: unknown): string {
  const key = value instanceof Date ? value.getTime() : String(value);
  let month = storedMonths.get(key);
  if (month === undefined) {
    const found = monthStart(value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
    if (found === null) throw new RangeError(`not a stored month: ${JSON.stringify(value)}`);
    if (storedMonths.size >= STORED_MONTHS_MAX) storedMonths.clear();
    storedMonths.set(key, (month = found));
  }
  return month;
}

const monthTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : storedMonth(value)),
};

/** The `month` column: a DATE holding the first day of the month, read as 'YYYY-MM-01'. */
export const MonthColumn = (): PropertyDecorator =>
  Column({ name: 'month', type: 'date', utc: true, transformer: monthTransformer });

/** Number ↔ whole units of 10^-scale, for one column; `scale` is read back by `monthlySums`. */
export class FixedPointTransformer implements ValueTransformer {
  private readonly factor: number;

  constructor(readonly scale: number) {
    this.factor = 10 ** scale;
  }

  /** Rounds to the unit: input schemas (contracts `fixedPointSchema`) already refused finer values. */
  to(value: unknown): unknown {
    return typeof value === 'number' ? Math.round(value * this.factor) : value;
  }

  /** BIGINT comes as a string from mysql2 (`bigNumberStrings`), as a number from better-sqlite3. */
  from(value: unknown): unknown {
    return value === null || value === undefined ? value : this.fromUnits(value);
  }

  fromUnits(units: unknown): number {
    const whole = Number(units);
    if (!Number.isSafeInteger(whole)) throw new RangeError(`not a whole number of units: ${String(units)}`);
    return whole / this.factor;
  }
}

/** An exact number with `scale` decimals (a quantity: `FixedPointColumn('amount', 3)`), 0 by default. */
export const FixedPointColumn = (name: string, scale: number): PropertyDecorator =>
  Column({ name, type: 'bigint', default: 0, transformer: new FixedPointTransformer(scale) });

/** Money in reais, stored in centavos. */
export const MoneyColumn = (name: string): PropertyDecorator => FixedPointColumn(name, 2);

/**
 * Writes the month's values of one owner: inserts the row or updates the columns given (the
 * others keep their value, or 0 on a new row). `ownerProperty` is the entity's owner
 * property (`'productId'`); the unique key makes concurrent writes of one month meet on
 * one row (`ON CONFLICT … DO UPDATE` on SQLite, `ON DUPLICATE KEY UPDATE` on MariaDB).
 */
export async function upsertMonth<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  ownerProperty: keyof E & string,
  row: Partial<E> & { month: string },
): Promise<void> {
  await upsertMonths(manager, target, ownerProperty, [row]);
}

/** Rows per statement of `upsertMonths`, well under SQLite's limit of bound variables. */
const UPSERT_BATCH = 500;

/**
 * `upsertMonth` for many rows giving the same columns (a grid of months), in statements of
 * UPSERT_BATCH rows; run it inside the transaction that must save all of them or none. A
 * row kept per owner, month and something more (a grade per criterion) names every
 * property of its unique key but the month: `['itemId', 'criterionId']`. A row with a
 * `version` column (a versioned part) starts at 1 and moves by one on each write of it, in
 * the same statement (row-versions.ts). The SQL is written here, with one placeholder per
 * value, not by TypeORM's query builder: building a statement of 500 rows that way costs
 * more CPU than SQLite takes to run it (docs/PERFORMANCE.md, the grid save).
 */
export async function upsertMonths<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  ownerProperty: (keyof E & string) | readonly (keyof E & string)[],
  rows: readonly (Partial<E> & { month: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const key = metadata.mapPropertyPathsToColumns([...[ownerProperty].flat(), 'month']);
  const given = metadata.columns.filter((column) => !column.isPrimary && !key.includes(column) && column.getEntityValue(rows[0]) !== undefined);
  const columns = [...key, ...given];
  const names = columns.map((column) => driver.escape(column.databaseName));
  // The key columns are "updated" to themselves, so a write with no value column is a valid no-op.
  const updates = names.map((name) => (driver.options.type === 'mysql' ? `${name} = VALUES(${name})` : `${name} = excluded.${name}`));
  if (metadata.findColumnWithPropertyName('version') !== undefined) updates.push('version = version + 1');
  const onConflict =
    driver.options.type === 'mysql'
      ? `ON DUPLICATE KEY UPDATE ${updates.join(', ')}`
      : `ON CONFLICT (${key.map((column) => driver.escape(column.databaseName)).join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    const batch = rows.slice(start, start + UPSERT_BATCH);
    // The driver's own conversion of each value (transformers, dates), as the query builder applies it.
    const values = batch.flatMap((row) => columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row), column) as unknown));
    await manager.query(`INSERT INTO ${driver.escape(metadata.tablePath)} (${names.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')} ${onConflict}`, values);
  }
}

/** One group's (owner's) values of one month, as `monthlySums` answers them. */
export interface GroupMonth<K extends string> extends MonthlyValues<K> {
  group: number;
}

/** What to sum: `alias.property` paths of the query's entities. */
export interface MonthlySumsSpec<K extends string> {
  /** The group: an owner (`'control.productId'`) or anything joined (`'product.categoryId'`). */
  group: string;
  /** The month column (`'control.month'`). */
  month: string;
  /** Answer key → the fixed-point column summed (`{ total: 'control.total' }`). */
  sums: Record<K, string>;
}

const scaleOf = (query: SelectQueryBuilder<ObjectLiteral>, path: string): FixedPointTransformer => {
  const [alias, property] = path.split('.');
  const column = query.expressionMap.findAliasByName(alias).metadata.findColumnWithPropertyPath(property);
  if (!(column?.transformer instanceof FixedPointTransformer)) throw new Error(`${path} is not a FixedPointColumn`);
  return column.transformer;
};

/**
 * Whether the query's rows are already one per group and month: the group and the month are
 * its table's unique key (an owner's months) and every join is to one row (many-to-one).
 */
const onePerGroupMonth = (query: SelectQueryBuilder<ObjectLiteral>, spec: MonthlySumsSpec<string>): boolean => {
  const main = query.expressionMap.mainAlias;
  const column = (path: string) => {
    const [alias, property] = path.split('.');
    return main && alias === main.name ? main.metadata.findColumnWithPropertyPath(property) : undefined;
  };
  const group = column(spec.group);
  const month = column(spec.month);
  return (
    group !== undefined &&
    month !== undefined &&
    main!.metadata.uniques.some(({ columns }) => columns.length === 2 && columns.includes(group) && columns.includes(month)) &&
    query.expressionMap.joinAttributes.every((join) => join.relation?.isManyToOne === true || join.relation?.isOneToOneOwner === true)
  );
};

/**
 * Sums per group and month, in SQL (`GROUP BY group, month`), for the query's rows (its
 * joins and `where`s choose them): `Map<group, months oldest first>`, numbers ready for
 * contracts' chart assembly. Several sources of one group (a category's products and its
 * competitors) can be concatenated: contracts `valuesByMonth` adds up months given twice.
 */
export async function monthlySums<K extends string>(
  query: SelectQueryBuilder<ObjectLiteral>,
  spec: MonthlySumsSpec<K>,
): Promise<Map<number, GroupMonth<K>[]>> {
  const keys = Object.keys(spec.sums) as K[];
  const scales = keys.map((key) => scaleOf(query, spec.sums[key]));
  const select = query.clone().select(spec.group, 'group_key').addSelect(spec.month, 'month').orderBy(spec.group).addOrderBy(spec.month);
  // Rows already one per group and month are read as they are: MariaDB's GROUP BY would sort them through a temporary table.
  const grouped = !onePerGroupMonth(query, spec);
  if (grouped) select.groupBy(spec.group).addGroupBy(spec.month);
  keys.forEach((key, index) => select.addSelect(grouped ? `COALESCE(SUM(${spec.sums[key]}), 0)` : `COALESCE(${spec.sums[key]}, 0)`, `sum_${index}`));
  const rows = await select.getRawMany<Record<string, unknown>>();
  const columns = keys.map((_key, index) => `sum_${index}`);
  const groups = new Map<number, GroupMonth<K>[]>();
  // Thousands of rows: plain loops, no object built but the answer's.
  for (const row of rows) {
    const group = Number(row.group_key);
    const values = {} as Record<K, number>;
    for (let index = 0; index < keys.length; index++) values[keys[index]] = scales[index].fromUnits(row[columns[index]]);
    let months = groups.get(group);
    if (!months) groups.set(group, (months = []));
    months.push({ group, month: storedMonth(row.month), values });
  }
  return groups;
}

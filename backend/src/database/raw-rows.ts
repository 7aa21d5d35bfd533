import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Hot reads without TypeORM's query building (a `find` rebuilds its SQL on every call, the
 * largest share of a signed-in request's CPU: docs/PERFORMANCE.md): the SQL is written once,
 * and the rows are turned into entities with the driver's own conversions (dates, booleans),
 * the same ones `find` applies.
 */
export interface EntityColumns<T> {
  /** `alias.column AS alias_column, …`, for the SELECT list. */
  select: string;
  /** The entity of a row selected with `select`. */
  hydrate: (row: Record<string, unknown>) => T;
}

const built = new WeakMap<DataSource, Map<EntityTarget<ObjectLiteral>, Map<string, EntityColumns<ObjectLiteral>>>>();

/** The columns of an entity under an alias (built once per data source). */
export function entityColumns<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, alias: string): EntityColumns<T> {
  let byTarget = built.get(dataSource);
  if (!byTarget) built.set(dataSource, (byTarget = new Map()));
  let byAlias = byTarget.get(target);
  if (!byAlias) byTarget.set(target, (byAlias = new Map()));
  let columns = byAlias.get(alias);
  if (!columns) byAlias.set(alias, (columns = buildColumns(dataSource, target, alias)));
  return columns as EntityColumns<T>;
}

function buildColumns<T extends ObjectLiteral>(dataSource: DataSource, target: EntityTarget<T>, alias: string): EntityColumns<T> {
  const metadata = dataSource.getMetadata(target);
  const driver = dataSource.driver;
  const columns = metadata.columns.map((column) => ({ column, key: `${alias}_${column.databaseName}` }));
  const escape = (name: string) => driver.escape(name);
  return {
    select: columns.map(({ column, key }) => `${escape(alias)}.${escape(column.databaseName)} AS ${escape(key)}`).join(', '),
    hydrate: (row) => {
      const entity = metadata.create() as T;
      for (const { column, key } of columns) (entity as Record<string, unknown>)[column.propertyName] = driver.prepareHydratedValue(row[key], column);
      return entity;
    },
  };
}

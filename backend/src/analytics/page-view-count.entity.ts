import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many times one route pattern was viewed on one day, served by one remote, from one
 * referrer pattern. The key's order (day, route, remote, referrer) is the report's grouping.
 */
// WITHOUT ROWID on SQLite: rows stored in the key, as InnoDB stores them (migration PageViewCountsKeyByRemote).
@Entity('page_view_counts', { withoutRowid: true })
export class PageViewCount {
  /** Calendar day in Brasília, 'YYYY-MM-DD'. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  route!: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  remote!: string;

  /** '' for the first page of a visit. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  referrer!: string;

  @Column({ type: 'int', default: 0 })
  views!: number;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many times one route pattern was viewed on one day, from one referrer pattern, served by one remote. */
@Entity('page_view_counts')
export class PageViewCount {
  /** Calendar day in Brasília, 'YYYY-MM-DD'. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  route!: string;

  /** '' for the first page of a visit. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  referrer!: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  remote!: string;

  @Column({ type: 'int', default: 0 })
  views!: number;
}

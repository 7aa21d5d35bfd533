import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { daysBetween, PAGE_VIEW_CHARTED_ROUTES, type PageViewBatch, type PageViewQuery, type PageViewReport, type RemoteName, todayInTimeZone, toPeriodValue } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { transaction } from '../database/transaction.js';
import { LIMITS, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PageViewCount } from './page-view-count.entity.js';

/** `DNT: 1` (Do Not Track) or `Sec-GPC: 1` (Global Privacy Control): the browser asks not to be counted. */
export const trackingRefused = (request: FastifyRequest): boolean => request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';

interface CountRow {
  route: string;
  referrer: string;
  remote: RemoteName;
  views: number;
}

/** Page views as daily counts per route (docs/DECISIONS.md "Page-view analytics"). */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rateLimit: RateLimitService,
  ) {}

  /**
   * Adds a batch to today's counts (Brasília) in one statement: the same route, referrer
   * and remote twice in a batch is one row incremented by two, and concurrent batches add
   * up (the database increments the row; nothing is read first). Only the product's pages
   * are accepted (contracts' PAGE_ROUTES), so a day holds at most one row per page, referrer
   * and remote, however many views anyone sends.
   */
  async record(batch: PageViewBatch, ip: string, now = new Date()): Promise<{ recorded: number }> {
    // Per address only: a cookie is the client's to make up.
    await this.rateLimit.consume(LIMITS.pageViewBatchesPerIp, ip);
    const rows = new Map<string, CountRow>();
    for (const view of batch.views) {
      const row = { route: view.route, referrer: view.referrer ?? '', remote: view.remote, views: 1 };
      const key = `${row.route} ${row.referrer} ${row.remote}`;
      const seen = rows.get(key);
      if (seen) seen.views++;
      else rows.set(key, row);
    }
    const day = toPeriodValue(todayInTimeZone(now));
    // One key order for every batch: two MariaDB upserts never wait on each other's locks crosswise.
    const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    const increment =
      this.dataSource.options.type === 'mysql'
        ? 'ON DUPLICATE KEY UPDATE views = views + VALUES(views)'
        : 'ON CONFLICT (day, route, remote, referrer) DO UPDATE SET views = views + excluded.views';
    await transaction(this.dataSource, (manager) =>
      manager.query(
        `INSERT INTO page_view_counts (day, route, referrer, remote, views) VALUES ${sorted.map(() => '(?, ?, ?, ?, ?)').join(', ')} ${increment}`,
        sorted.flatMap((row) => [day, row.route, row.referrer, row.remote, row.views]),
      ),
    );
    return { recorded: sorted.reduce((sum, row) => sum + row.views, 0) };
  }

  /**
   * The views of the days from `from` to `to` per day, route and remote: the groups are the
   * table key's first columns, so both databases read them in key order (no temporary table,
   * no sort; the analytics suite checks the plan).
   */
  groupedQuery(from: string, to: string) {
    return this.dataSource
      .getRepository(PageViewCount)
      .createQueryBuilder('c')
      .select('c.day', 'day')
      .addSelect('c.route', 'route')
      .addSelect('c.remote', 'remote')
      .addSelect('SUM(c.views)', 'count')
      .where('c.day BETWEEN :from AND :to', { from, to })
      .groupBy('c.day')
      .addGroupBy('c.route')
      .addGroupBy('c.remote');
  }

  /**
   * The system administrator's report for the days from `from` to `to` (both included): one
   * scan of the range grouped by day, route and remote (`groupedQuery`); the totals, the
   * chart's lines and the page of routes are summed from those rows here. Whatever the table
   * holds, the answer stays small: the chart has at most PAGE_VIEW_CHARTED_ROUTES lines and
   * one for the rest (a number a day each), the routes come `limit` at a time.
   */
  async report({ from, to, limit, offset }: PageViewQuery): Promise<PageViewReport> {
    const grouped = await this.groupedQuery(from, to).getRawMany<{ day: string; route: string; remote: RemoteName; count: string | number }>();
    // SUM is a DECIMAL (text) on MariaDB.
    const rows = grouped.map((row) => ({ ...row, count: Number(row.count) }));
    const routes = new Map<string, { route: string; remote: RemoteName; count: number }>();
    const remotes = new Map<string, { remote: RemoteName; count: number }>();
    for (const row of rows) {
      add(routes, `${row.route} ${row.remote}`, () => ({ route: row.route, remote: row.remote, count: 0 }), row.count);
      add(remotes, row.remote, () => ({ remote: row.remote, count: 0 }), row.count);
    }
    const ranked = [...routes.values()].sort((a, b) => b.count - a.count || text(a.route, b.route) || text(a.remote, b.remote));
    const days = new Map(daysBetween(from, to).map((day, i) => [day, i]));
    const perDay = () => new Array<number>(days.size).fill(0);
    const lines = new Map(ranked.slice(0, PAGE_VIEW_CHARTED_ROUTES).map((row) => [row.route, perDay()]));
    const others = ranked.some((row) => !lines.has(row.route)) ? perDay() : null;
    for (const row of rows) {
      const line = lines.get(row.route) ?? others;
      const at = days.get(row.day);
      if (line && at !== undefined) line[at] += row.count;
    }
    const byRemote = [...remotes.values()].sort((a, b) => b.count - a.count || text(a.remote, b.remote));
    return {
      from,
      to,
      total: byRemote.reduce((sum, row) => sum + row.count, 0),
      lines: [...lines].map(([route, views]) => ({ route, views })),
      others,
      routes: ranked.slice(offset, offset + limit),
      routeCount: ranked.length,
      limit,
      offset,
      remotes: byRemote,
    };
  }
}

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Adds `count` to the row of `key`, made by `fresh` the first time. */
function add<V extends { count: number }>(map: Map<string, V>, key: string, fresh: () => V, count: number): void {
  const row = map.get(key);
  if (row) row.count += count;
  else map.set(key, { ...fresh(), count });
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { McpChartData, mcpChartQuerySchema, MonthlyValues } from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { transaction } from '../database/transaction.js';
import { McpAccessService, mcpNotFound } from './mcp-access.service.js';
import { mcpChartPeriods, type PlottedProduct, type ProductMonth } from './mcp-chart.js';
import { McpsService } from './mcps.service.js';

type ChartQuery = z.output<typeof mcpChartQuerySchema>;

/** The MCPs a chart covers: one of the company's, or all of them. */
interface Scope {
  where: string;
  params: unknown[];
}

/** Joins from a product (p) or a competitor (k) up to its MCP (m), where the scope applies. */
const UP_FROM_PRODUCT = 'JOIN analysis_categories c ON c.id = p.category_id JOIN mcps m ON m.id = c.mcp_id';
const UP_FROM_COMPETITOR = 'JOIN analysis_categories c ON c.id = k.category_id JOIN mcps m ON m.id = c.mcp_id';

/**
 * Money is summed in whole cents (ROUND(x * 100)): exact on MariaDB's DECIMAL and on
 * SQLite, which keeps a DECIMAL column's fractions as doubles.
 */
const cents = (column: string) => `ROUND(${column} * 100)`;
const fromCents = (value: unknown) => Number(value) / 100;

/** A DATE column: text on SQLite, a Date at UTC midnight from mysql2 (connection time zone Z). */
const monthText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/**
 * chart_data: the sums by month come from SQL (GROUP BY owner and month), the periods and the
 * points from contracts' chart assembly and MCP formulas (mcp-chart.ts).
 */
@Injectable()
export class ChartDataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: McpAccessService,
    private readonly mcps: McpsService,
  ) {}

  chartData(user: AuthUser, companyId: number, query: ChartQuery): Promise<McpChartData> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.company(manager, user, companyId, 'read');
      const defaults = await this.mcps.defaults(manager, companyId);
      let growthThreshold = defaults.growthThreshold;
      const scope: Scope = { where: 'm.company_id = ?', params: [companyId] };
      if (query.mcp !== undefined) {
        const mcp = await this.access.mcp(manager, user, 'mcp', query.mcp, 'read');
        if (mcp.companyId !== companyId) throw mcpNotFound();
        growthThreshold = mcp.growthThreshold;
        scope.where += ' AND m.id = ?';
        scope.params.push(mcp.id);
      }
      const grouping = query.grouping ?? defaults.grouping;
      const [products, markets, competitors] = await Promise.all([
        this.plottedProducts(manager, scope, query.subcategory),
        this.markets(manager, scope),
        this.competitors(manager, scope),
      ]);
      const periods = mcpChartPeriods({
        grouping,
        growthThreshold,
        window: { from: query.from, to: query.to },
        products,
        markets,
        competitors,
      });
      return { grouping, growthThreshold, periods };
    });
  }

  /** Active products (tagged with the subcategory, when one is asked for) and their monthly sums. */
  private async plottedProducts(manager: EntityManager, scope: Scope, subcategory: number | undefined): Promise<PlottedProduct[]> {
    let where = `${scope.where} AND p.active = 1`;
    const params = [...scope.params];
    if (subcategory !== undefined) {
      where += ' AND p.id IN (SELECT t.product_id FROM mcp_product_tags t WHERE t.subcategory_id = ?)';
      params.push(subcategory);
    }
    const products: { id: number; name: string; color: number; categoryId: number; mcpId: number }[] = await manager.query(
      `SELECT p.id AS id, p.name AS name, p.color AS color, p.category_id AS categoryId, c.mcp_id AS mcpId
       FROM mcp_products p ${UP_FROM_PRODUCT} WHERE ${where} ORDER BY c.mcp_id, c.id, p.id`,
      params,
    );
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT u.owner AS owner, u.month AS month, SUM(u.total) AS total, SUM(u.cost) AS cost, SUM(u.amount) AS amount,
              SUM(u.expenses) AS expenses, SUM(u.control) AS control
       FROM (
         SELECT pc.product_id AS owner, pc.month AS month, ${cents('pc.total')} AS total, ${cents('pc.cost')} AS cost,
                ${cents('pc.amount')} AS amount, 0 AS expenses, 1 AS control
         FROM mcp_product_control pc JOIN mcp_products p ON p.id = pc.product_id ${UP_FROM_PRODUCT} WHERE ${where}
         UNION ALL
         SELECT e.product_id, e.month, 0, 0, 0, ${cents('e.value')}, 0
         FROM mcp_product_expenses e JOIN mcp_products p ON p.id = e.product_id ${UP_FROM_PRODUCT} WHERE ${where}
       ) u
       GROUP BY u.owner, u.month`,
      [...params, ...params],
    );
    const months = new Map<number, ProductMonth[]>();
    for (const row of rows) {
      const owner = Number(row.owner);
      const month: ProductMonth = {
        month: monthText(row.month),
        values: {
          total: fromCents(row.total),
          cost: fromCents(row.cost),
          amount: fromCents(row.amount),
          expenses: fromCents(row.expenses),
          control: Number(row.control),
        },
      };
      months.set(owner, [...(months.get(owner) ?? []), month]);
    }
    return products.map((product) => ({
      id: Number(product.id),
      name: product.name,
      color: Number(product.color),
      categoryId: Number(product.categoryId),
      mcpId: Number(product.mcpId),
      months: months.get(Number(product.id)) ?? [],
    }));
  }

  /** Each category's market a month: the revenue of all its products (active or not) and competitors. */
  private async markets(manager: EntityManager, scope: Scope): Promise<Map<number, MonthlyValues<'market'>[]>> {
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT u.category AS category, u.month AS month, SUM(u.total) AS market
       FROM (
         SELECT p.category_id AS category, pc.month AS month, ${cents('pc.total')} AS total
         FROM mcp_product_control pc JOIN mcp_products p ON p.id = pc.product_id ${UP_FROM_PRODUCT} WHERE ${scope.where}
         UNION ALL
         SELECT k.category_id, cc.month, ${cents('cc.total')}
         FROM mcp_competitor_control cc JOIN mcp_competitors k ON k.id = cc.competitor_id ${UP_FROM_COMPETITOR} WHERE ${scope.where}
       ) u
       GROUP BY u.category, u.month`,
      [...scope.params, ...scope.params],
    );
    const markets = new Map<number, MonthlyValues<'market'>[]>();
    for (const row of rows) {
      const category = Number(row.category);
      markets.set(category, [...(markets.get(category) ?? []), { month: monthText(row.month), values: { market: fromCents(row.market) } }]);
    }
    return markets;
  }

  /** Each category's competitors, with their monthly revenue. */
  private async competitors(manager: EntityManager, scope: Scope): Promise<Map<number, MonthlyValues<'total'>[][]>> {
    const rows: Record<string, unknown>[] = await manager.query(
      `SELECT k.category_id AS category, cc.competitor_id AS owner, cc.month AS month, ${cents('cc.total')} AS total
       FROM mcp_competitor_control cc JOIN mcp_competitors k ON k.id = cc.competitor_id ${UP_FROM_COMPETITOR} WHERE ${scope.where}`,
      scope.params,
    );
    const byCompetitor = new Map<number, { category: number; months: MonthlyValues<'total'>[] }>();
    for (const row of rows) {
      const owner = Number(row.owner);
      const entry = byCompetitor.get(owner) ?? { category: Number(row.category), months: [] };
      entry.months.push({ month: monthText(row.month), values: { total: fromCents(row.total) } });
      byCompetitor.set(owner, entry);
    }
    const categories = new Map<number, MonthlyValues<'total'>[][]>();
    for (const { category, months } of byCompetitor.values()) categories.set(category, [...(categories.get(category) ?? []), months]);
    return categories;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ChartSvg,
  DEFAULT_GROWTH_BASIS,
  expandMcpChartData,
  MCP_CHART_WIRE_VERSION,
  type McpChartLookups,
  type McpChartWire,
  mcpChartPeriods,
  type mcpChartQuerySchema,
  type mcpChartSvgQuerySchema,
  MESSAGES,
  mcpFirstScreenOption,
  type MonthlyValues,
  type PlottedProduct,
  roundCentavos,
} from 'contracts';
import { DataSource, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { AnalysisAccessService } from '../analyses/analysis-access.service.js';
import { analysisCharts } from '../analyses/analysis-charts.service.js';
import { drawChartSvg } from '../analyses/chart-svg.js';
import { ApiError } from '../common/http/api-error.js';
import { answerEtag, etagMatches } from '../analyses/data-version.js';
import { monthlySums } from '../analyses/monthly-values.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import type { CachedAnswer } from '../common/http/conditional-get.js';
import { Company } from '../companies/company.entity.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { CompetitorControl, ProductControl } from './control-data.entity.js';
import { Mcp } from './mcp.entity.js';
import { McpsService } from './mcps.service.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

/** The MCPs a chart covers: the company's, or one of them. */
interface Scope {
  companyId: number;
  mcpId?: number;
}

/** Rows of `entity` whose owner (`alias.relation`) lies in the scope's MCPs. */
function inScope<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: new () => T,
  alias: string,
  owner: { relation: string; alias: string } | null,
  scope: Scope,
): SelectQueryBuilder<T> {
  const query = manager.createQueryBuilder(entity, alias);
  const item = owner ? owner.alias : alias;
  if (owner) query.innerJoin(`${alias}.${owner.relation}`, owner.alias);
  query.innerJoin(`${item}.category`, 'category').innerJoin('category.mcp', 'mcp').where('mcp.companyId = :companyId', { companyId: scope.companyId });
  if (scope.mcpId !== undefined) query.andWhere('mcp.id = :mcpId', { mcpId: scope.mcpId });
  return query;
}

/** What the MCP's chart view looks up beside the chart: its categories' names and colours. */
export async function mcpChartLookups(manager: EntityManager, mcpId: number): Promise<McpChartLookups> {
  const categories = await manager.find(AnalysisCategory, { where: { mcpId }, order: { id: 'ASC' } });
  return { categories: categories.map(({ id, name, color }) => ({ id, name, color })) };
}

/**
 * chart_data: the sums by month come from SQL (monthlySums: GROUP BY owner or category, and
 * month), the periods and the points from contracts' MCP chart assembly (analyses/mcp/chart.ts).
 */
@Injectable()
export class ChartDataService extends analysisCharts(Mcp) {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    analyses: AnalysisAccessService,
    private readonly mcps: McpsService,
  ) {
    super(dataSource, analyses);
  }

  /**
   * Without `mcp`, every MCP of the company and the company's G; with it, that MCP's G. Grouping:
   * the query's, else the company's. Growth basis: the query's, else the MCP's own (year over
   * year for the company's chart). The ETag names the query and the data versions it reads
   * (data-version.ts); when `ifNoneMatch` holds it, nothing is summed and no data is answered.
   */
  chartData(user: AuthUser, companyId: number, query: Dto<typeof mcpChartQuerySchema>, ifNoneMatch?: string): Promise<CachedAnswer<McpChartWire>> {
    return this.charting(user, { companyId, analysisId: query.mcp }, async (manager, mcps) => {
      const etag = answerEtag(['mcp-chart', MCP_CHART_WIRE_VERSION, companyId, query, await this.dataVersions(manager, companyId, query.mcp)]);
      if (etagMatches(ifNoneMatch, etag)) return { etag };
      return { etag, data: await this.chartIn(manager, companyId, mcps, query) };
    });
  }

  /**
   * The chart page's first screen (docs/PERFORMANCE.md, mobile): the MCP's chart as the page
   * opens (its defaults, its last period; contracts `mcpFirstScreenOption`), drawn as an SVG of
   * the page's chart box, so that a phone shows the chart before, or without, ECharts; with
   * `period`, a report's chart of that period (a period the MCP has no data for is a 400).
   */
  async chartSvg(user: AuthUser, companyId: number, query: Dto<typeof mcpChartSvgQuerySchema>): Promise<ChartSvg> {
    const option = await this.charting(user, { companyId, analysisId: query.mcp }, async (manager, mcps) => {
      const data = expandMcpChartData(await this.chartIn(manager, companyId, mcps, { mcp: query.mcp }));
      const { period } = query;
      const periodIndex = period === undefined ? data.periods.length - 1 : data.periods.findIndex((shown) => shown.date.slice(0, 7) === period.slice(0, 7));
      if (periodIndex < 0 && period !== undefined) throw ApiError.fields({ period: [MESSAGES.chartPeriodUnknown] });
      const { categories } = await mcpChartLookups(manager, query.mcp);
      return mcpFirstScreenOption(data, categories, periodIndex);
    });
    // Drawn once the transaction is over: the database waits for no drawing.
    return drawChartSvg(option, query);
  }

  /** The chart of `mcps` (all the company's, or the one asked for) read through `manager` (the history's past reads it inside a rebuilt state). */
  async chartIn(manager: EntityManager, companyId: number, mcps: Mcp[], query: Dto<typeof mcpChartQuerySchema>): Promise<McpChartWire> {
    const defaults = await this.mcps.defaults(manager, companyId);
    const scope: Scope = { companyId, mcpId: query.mcp };
    const growthThreshold = query.mcp === undefined ? defaults.growthThreshold : mcps[0].growthThreshold;
    const grouping = query.grouping ?? defaults.grouping;
    const basis = query.basis ?? (query.mcp === undefined ? DEFAULT_GROWTH_BASIS : mcps[0].growthBasis);
    const { plotted: products, markets } = await this.products(manager, scope, query.subcategory);
    const competitors = await this.competitors(manager, scope);
    // valuesByMonth adds up a month given twice: the products' part and the competitors' part.
    for (const [category, months] of competitors.markets) markets.set(category, [...(markets.get(category) ?? []), ...months]);
    const periods = mcpChartPeriods({
      grouping,
      basis,
      growthThreshold,
      window: { from: query.from, to: query.to },
      products,
      markets,
      competitors: competitors.leaders,
    });
    return { grouping, basis, growthThreshold, products: products.map(({ id, mcpId, categoryId, name, color }) => ({ id, mcpId, categoryId, name, color })), periods };
  }

  /**
   * One query: the company's data version and its MCPs' (the one asked for, or all: a company
   * chart covers them all). An MCP that is not the company's is a 404, as when it is read.
   */
  private async dataVersions(manager: EntityManager, companyId: number, mcpId: number | undefined): Promise<number[]> {
    const query = manager
      .createQueryBuilder(Company, 'company')
      .select('company.dataVersion', 'company')
      .addSelect('mcp.id', 'id')
      .addSelect('mcp.dataVersion', 'version')
      .leftJoin(Mcp, 'mcp', mcpId === undefined ? 'mcp.companyId = company.id' : 'mcp.companyId = company.id AND mcp.id = :mcpId', { mcpId })
      .where('company.id = :companyId', { companyId })
      .orderBy('mcp.id');
    const rows = await query.getRawMany<{ company: number | string; id: number | string | null; version: number | string | null }>();
    return [Number(rows[0]?.company), ...rows.flatMap((row) => (row.id === null ? [] : [Number(row.id), Number(row.version)]))];
  }

  /**
   * Active products (tagged with the subcategory, when one is asked for) with their months, and
   * the products' part of each category's market (every product, active or not, tagged or not):
   * one scan of the control rows serves both.
   */
  private async products(manager: EntityManager, scope: Scope, subcategory: number | undefined): Promise<{ plotted: PlottedProduct[]; markets: Map<number, MonthlyValues<'market'>[]> }> {
    const products = await inScope(manager, McpProductEntity, 'product', null, scope)
      .orderBy('category.mcp_id')
      .addOrderBy('category.id')
      .addOrderBy('product.id')
      .select(['product.id', 'product.name', 'product.color', 'product.categoryId', 'product.active', 'category.mcpId'])
      .getRawMany<Record<string, unknown>>();
    const tagged =
      subcategory === undefined
        ? null
        : new Set(
            (await manager.query('SELECT product_id FROM mcp_product_tags WHERE subcategory_id = ?', [subcategory]) as Record<string, unknown>[]).map((row) => Number(row.product_id)),
          );
    const months = await monthlySums(inScope(manager, ProductControl, 'control', { relation: 'product', alias: 'product' }, scope), {
      group: 'control.productId',
      month: 'control.month',
      sums: { total: 'control.total', cost: 'control.cost', amount: 'control.amount', expenses: 'control.expenses' },
    });
    const markets = new Map<number, Map<string, number>>();
    const plotted: PlottedProduct[] = [];
    for (const row of products) {
      const id = Number(row.product_id);
      const categoryId = Number(row.product_category_id);
      addToMarket(markets, categoryId, months.get(id) ?? []);
      if (!Number(row.product_active) || (tagged && !tagged.has(id))) continue;
      plotted.push({ id, name: String(row.product_name), color: Number(row.product_color), categoryId, mcpId: Number(row.category_mcp_id), months: months.get(id) ?? [] });
    }
    return { plotted, markets: marketMonths(markets) };
  }

  /** Each category's competitors, each with its monthly revenue, and the competitors' part of each category's market. */
  private async competitors(manager: EntityManager, scope: Scope): Promise<{ leaders: Map<number, MonthlyValues<'total'>[][]>; markets: Map<number, MonthlyValues<'market'>[]> }> {
    const owners = await inScope(manager, McpCompetitorEntity, 'competitor', null, scope)
      .select(['competitor.id', 'competitor.categoryId'])
      .getRawMany<Record<string, unknown>>();
    const totals = await monthlySums(inScope(manager, CompetitorControl, 'control', { relation: 'competitor', alias: 'competitor' }, scope), {
      group: 'control.competitorId',
      month: 'control.month',
      sums: { total: 'control.total' },
    });
    const leaders = new Map<number, MonthlyValues<'total'>[][]>();
    const markets = new Map<number, Map<string, number>>();
    for (const row of owners) {
      const category = Number(row.competitor_category_id);
      const months = totals.get(Number(row.competitor_id)) ?? [];
      leaders.set(category, [...(leaders.get(category) ?? []), months]);
      addToMarket(markets, category, months);
    }
    return { leaders, markets: marketMonths(markets) };
  }
}

/** Adds an owner's monthly revenue to its category's market, month by month. */
function addToMarket(markets: Map<number, Map<string, number>>, categoryId: number, months: readonly MonthlyValues<'total'>[]): void {
  let category = markets.get(categoryId);
  if (!category) markets.set(categoryId, (category = new Map()));
  for (const { month, values } of months) category.set(month, (category.get(month) ?? 0) + values.total);
}

/** The markets as contracts' chart assembly reads them; sums of centavos rounded to centavos, as SQL's SUM gives them. */
function marketMonths(markets: Map<number, Map<string, number>>): Map<number, MonthlyValues<'market'>[]> {
  const result = new Map<number, MonthlyValues<'market'>[]>();
  for (const [categoryId, months] of markets) {
    result.set(categoryId, [...months].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([month, market]) => ({ month, values: { market: roundCentavos(market) } })));
  }
  return result;
}

import { ptBrNumberFormat } from '../format/number.js';
import type { McpQuadrant } from './mcp/formulas.js';
import type { GeZone } from './multifatorial/formulas.js';
import { type ReadingSection, readingPercent, readingScore } from './reading.js';
import { favorabilityBand } from './ambiental/reading.js';
import { AMBIENTAL_READING_TEXTS, RECONCILE_MARKET_TEXTS as M, RECONCILE_TEXTS as T } from './reading-texts.js';

/**
 * The company report's executive summary, where the MCP and the Multifatorial speak of the same
 * products: what each recommends for each of them, agreements first, then disagreements with
 * each analysis' figures and why the two can differ. A product is the same in both when its
 * name is (ignoring case, accents and spaces around it): a Multifatorial imported from an MCP
 * keeps its products' names. Then the markets: the MCP's reading of each (its growth against the
 * threshold) against the Multifatorial's (the market's attractiveness) and the Ambiental's (the
 * company's environment as a whole).
 */

/** What a recommendation amounts to: invest, be selective (or hold), harvest (or divest). */
type Stance = keyof typeof T.advice;

const MCP_STANCE: Record<McpQuadrant, Stance> = { Estrela: 'invest', Interrogação: 'select', 'Vaca Leiteira': 'select', Abacaxi: 'harvest' };
const GE_STANCE: Record<GeZone, Stance> = { 'Investir/Crescer': 'invest', Seletividade: 'select', 'Colher/Desinvestir': 'harvest' };

/** An MCP product at the period read (its quadrant null: no growth, nothing to compare). */
export interface McpStance {
  name: string;
  quadrant: McpQuadrant | null;
  rms: number;
  growth: number | null;
}

/** A Multifatorial item at a graded month: force (x) and attractiveness (y) 0..1. */
export interface MultifatorialStance {
  name: string;
  date: string;
  zone: GeZone;
  x: number;
  y: number;
}

export interface Reconciliation {
  title: string;
  /** Each list under its heading, agreements first. */
  sections: ReadingSection[];
  /** Why the two differ, or that they do not. */
  note: string;
}

const times = ptBrNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const sameName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('pt-BR');

/**
 * The MCP's products of one period against the Multifatorial's items at their latest graded
 * month, in the MCP's order; null when no classified product is in both.
 */
export function reconcileMcpMultifatorial(mcp: readonly McpStance[], multifatorial: readonly MultifatorialStance[]): Reconciliation | null {
  const latest = latestByName(multifatorial);
  const agreements: string[] = [];
  const disagreements: string[] = [];
  for (const product of mcp) {
    const item = latest.get(sameName(product.name));
    if (!item || product.quadrant === null) continue;
    const name = product.name.trim();
    const [mcpStance, geStance] = [MCP_STANCE[product.quadrant], GE_STANCE[item.zone]];
    if (mcpStance === geStance) {
      agreements.push(T.agree(name, product.quadrant, item.zone, T.advice[mcpStance]));
    } else {
      disagreements.push(
        T.disagree(
          name,
          product.quadrant,
          T.advice[mcpStance],
          T.mcpWhy(`${times().format(product.rms)}×`, product.growth === null ? '—' : readingPercent(product.growth)),
          item.zone,
          T.advice[geStance],
          T.geWhy(readingScore(item.x), readingScore(item.y)),
        ),
      );
    }
  }
  if (agreements.length + disagreements.length === 0) return null;
  const sections = [
    { title: T.agreements, lines: agreements },
    { title: T.disagreements, lines: disagreements },
  ].filter((section) => section.lines.length > 0);
  return { title: T.title, sections, note: disagreements.length > 0 ? T.why : T.none };
}

/** An MCP market at the period read: its growth over the compared months and the threshold the period was judged against. */
export interface McpMarketStance {
  name: string;
  growth: number;
  threshold: number;
}

/** A Multifatorial market at a graded month: its attractiveness 0..1. */
export interface MultifatorialMarketStance {
  name: string;
  date: string;
  attractiveness: number;
}

type Outlook = keyof typeof M.outlook;

/** The latest stance of each name (ignoring case and accents). */
function latestByName<S extends { name: string; date: string }>(stances: readonly S[]): Map<string, S> {
  const latest = new Map<string, S>();
  for (const stance of stances) {
    const key = sameName(stance.name);
    const known = latest.get(key);
    if (!known || stance.date > known.date) latest.set(key, stance);
  }
  return latest;
}

/**
 * The MCP's markets (growth at or above the period's threshold: promising) against the
 * Multifatorial's (attractiveness at or above the middle of its axis, 5 of 10: promising) and
 * the Ambiental's environment (favourable: promising; exactly neutral says nothing), in the
 * MCP's order, agreements first; null when no market has a second reading. The Ambiental has
 * no markets: its one environment is set beside each market the MCP reads.
 */
export function reconcileMarkets(
  mcp: readonly McpMarketStance[],
  others: { multifatorial?: readonly MultifatorialMarketStance[]; favorability?: number },
): Reconciliation | null {
  const graded = latestByName(others.multifatorial ?? []);
  const favorability = others.favorability;
  const environment: { outlook: Outlook; reading: string } | null =
    favorability === undefined || favorabilityBand(favorability) === 'neutral'
      ? null
      : {
          outlook: favorability > 0.5 ? 'promising' : 'unpromising',
          reading: M.ambiental(AMBIENTAL_READING_TEXTS.bands[favorabilityBand(favorability)], readingScore(favorability)),
        };
  const agreements: string[] = [];
  const disagreements: string[] = [];
  const seen = new Set<string>();
  for (const market of mcp) {
    const key = sameName(market.name);
    if (seen.has(key)) continue;
    seen.add(key);
    const name = market.name.trim();
    const mcpOutlook: Outlook = market.growth >= market.threshold ? 'promising' : 'unpromising';
    const mcpReading = M.mcp(readingPercent(market.growth), readingPercent(market.threshold), mcpOutlook === 'promising');
    const item = graded.get(key);
    const readings: { analysis: string; outlook: Outlook; reading: string }[] = [];
    if (item) readings.push({ analysis: M.analyses.multifatorial, outlook: item.attractiveness >= 0.5 ? 'promising' : 'unpromising', reading: M.multifatorial(readingScore(item.attractiveness)) });
    if (environment) readings.push({ analysis: M.analyses.ambiental, ...environment });
    for (const other of readings) {
      if (other.outlook === mcpOutlook) agreements.push(M.agree(name, mcpReading, other.analysis, other.reading, M.outlook[mcpOutlook]));
      else disagreements.push(M.disagree(name, M.outlook[mcpOutlook], mcpReading, other.analysis, M.outlook[other.outlook], other.reading));
    }
  }
  if (agreements.length + disagreements.length === 0) return null;
  const sections = [
    { title: M.agreements, lines: agreements },
    { title: M.disagreements, lines: disagreements },
  ].filter((section) => section.lines.length > 0);
  return { title: M.title, sections, note: disagreements.length > 0 ? M.why : M.none };
}

/** Each market of an MCP chart period with points and a known growth, named from the MCP's categories. */
export function mcpMarketStances(
  period: { threshold: number; items: readonly { categoryId: number; growth: number | null }[] },
  names: ReadonlyMap<number, string>,
): McpMarketStance[] {
  const markets = new Map<number, McpMarketStance>();
  for (const point of period.items) {
    const name = names.get(point.categoryId);
    if (point.growth !== null && name !== undefined && !markets.has(point.categoryId)) markets.set(point.categoryId, { name, growth: point.growth, threshold: period.threshold });
  }
  return [...markets.values()];
}

/** Each Multifatorial market's attractiveness at every month its items were drawn (`reconcileMarkets` keeps the latest), named from its categories. */
export function multifatorialMarketStances(
  points: readonly { categoryId: number; date: string; y: number }[],
  names: ReadonlyMap<number, string>,
): MultifatorialMarketStance[] {
  return points.flatMap((point) => {
    const name = names.get(point.categoryId);
    return name === undefined ? [] : [{ name, date: point.date, attractiveness: point.y }];
  });
}

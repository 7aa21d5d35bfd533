import { ptBrNumberFormat } from '../format/number.js';
import type { McpQuadrant } from './mcp/formulas.js';
import type { GeZone } from './multifatorial/formulas.js';
import { type ReadingSection, readingPercent, readingScore } from './reading.js';
import { RECONCILE_TEXTS as T } from './reading-texts.js';

/**
 * The company report's executive summary, where the MCP and the Multifatorial speak of the same
 * products: what each recommends for each of them, agreements first, then disagreements with
 * each analysis' figures and why the two can differ. A product is the same in both when its
 * name is (ignoring case, accents and spaces around it): a Multifatorial imported from an MCP
 * keeps its products' names.
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
  const latest = new Map<string, MultifatorialStance>();
  for (const item of multifatorial) {
    const key = sameName(item.name);
    const known = latest.get(key);
    if (!known || item.date > known.date) latest.set(key, item);
  }
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

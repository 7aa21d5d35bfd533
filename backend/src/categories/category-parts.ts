import type { PartLink } from '../analyses/analysis-parts-access.js';
import { AnalysisCategory } from './category.entity.js';

/**
 * The parts of an analysis whose rows hang in categories (an MCP's products and competitors, a
 * multifatorial's items), as its access service lists them: the category, linked to the
 * analysis by `parent` and answered as `view`, then each kind of row inside it.
 */
export function categoryParts<Row extends string>(
  parent: string,
  view: (category: AnalysisCategory) => unknown,
  rows: Record<Row, Pick<PartLink<never>, 'entity' | 'view'>>,
): Record<'category' | Row, PartLink<'category'>> {
  const inCategory = Object.entries<Pick<PartLink<never>, 'entity' | 'view'>>(rows).map(([name, row]) => [name, { ...row, parent: 'categoryId', in: 'category' }]);
  return { category: { entity: AnalysisCategory, parent, view }, ...Object.fromEntries(inCategory) } as Record<'category' | Row, PartLink<'category'>>;
}

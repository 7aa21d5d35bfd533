import { useMemo } from 'react';
import { type Analysis, reconcileMcpMultifatorial } from 'contracts';
import { ReadingSections } from '../shared/reading/ReadingPanel';
import styles from '../shared/report/Report.module.css';
import * as texts from '../texts';
import { useLatestMcpPoints } from '../features/mcp/components/McpReport';
import { useGradedPoints } from '../features/multifatorial/components/MultifatorialReport';

/**
 * The executive summary's reconciliation (contracts `reconcileMcpMultifatorial`): what the MCP
 * and the Multifatorial recommend for the products both hold, agreements first, then the
 * disagreements and why they can differ. Nothing while either answer travels or when no
 * product is in both.
 */
export function Reconciliation({ mcp, multifatorial }: { mcp: Analysis; multifatorial: Analysis }) {
  const products = useLatestMcpPoints({ analysis: mcp });
  const items = useGradedPoints({ analysis: multifatorial });
  const reconciliation = useMemo(() => (products && items ? reconcileMcpMultifatorial(products, items) : null), [products, items]);
  if (!reconciliation) return null;
  return (
    <section aria-label={reconciliation.title} className={styles.section} data-testid="summary-reconciliation">
      <h2>{`${texts.reading.executiveSummary}: ${reconciliation.title}`}</h2>
      <ReadingSections sections={reconciliation.sections} />
      <p>{reconciliation.note}</p>
    </section>
  );
}

import { useMemo } from 'react';
import { type Analysis, reconcileMcpMultifatorial } from 'contracts';
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
      {reconciliation.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h4>{section.title}</h4>
          <ul>
            {section.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>{reconciliation.note}</p>
    </section>
  );
}

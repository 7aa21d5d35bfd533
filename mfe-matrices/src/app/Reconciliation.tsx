import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type Analysis, mcpMarketStances, multifatorialMarketStances, type Reconciliation as ReconciliationText, reconcileMarkets, reconcileMcpMultifatorial } from 'contracts';
import { ReadingSections } from '../shared/reading/ReadingPanel';
import styles from '../shared/report/Report.module.css';
import * as texts from '../texts';
import { useGetAmbientalChartQuery } from '../features/ambiental/api/ambiental-api';
import { useGetCategoriesAndProductsQuery } from '../features/mcp/api/mcp-api';
import { useLatestMcpPeriod } from '../features/mcp/components/McpReport';
import { useGetMarketsQuery } from '../features/multifatorial/api/multifatorial-api';
import { useGradedPoints } from '../features/multifatorial/components/MultifatorialReport';

const namesOf = (rows: readonly { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));

/**
 * The executive summary's reconciliations (contracts `reconcileMcpMultifatorial` and
 * `reconcileMarkets`): what the MCP and the Multifatorial recommend for the products both hold,
 * then what the MCP, the Multifatorial and the Ambiental make of each market; agreements first,
 * then the disagreements and why they can differ. Nothing while an answer travels or when
 * nothing is in two analyses.
 */
export function Reconciliation({ mcp, multifatorial, ambiental }: { mcp: Analysis; multifatorial?: Analysis; ambiental?: Analysis }) {
  const period = useLatestMcpPeriod({ analysis: mcp });
  const categories = useGetCategoriesAndProductsQuery(mcp.id);
  const items = useGradedPoints(multifatorial);
  const markets = useGetMarketsQuery(multifatorial?.id ?? skipToken);
  const environment = useGetAmbientalChartQuery(ambiental?.id ?? skipToken);
  const waiting = !period || !categories.data || (multifatorial && (!items || !markets.data)) || (ambiental && !environment.data);
  const reconciliations = useMemo(() => {
    if (waiting) return [];
    const products = multifatorial ? reconcileMcpMultifatorial(period.items, items!) : null;
    const marketReadings = reconcileMarkets(mcpMarketStances(period, namesOf(categories.data!)), {
      multifatorial: multifatorial ? multifatorialMarketStances(items!, namesOf(markets.data!)) : undefined,
      favorability: environment.data?.favorability,
    });
    return [products, marketReadings].filter((reconciliation): reconciliation is ReconciliationText => reconciliation !== null);
  }, [waiting, multifatorial, period, items, categories.data, markets.data, environment.data]);
  return reconciliations.map((reconciliation) => (
    <section key={reconciliation.title} aria-label={reconciliation.title} className={styles.section} data-testid="summary-reconciliation">
      <h2>{`${texts.reading.executiveSummary}: ${reconciliation.title}`}</h2>
      <ReadingSections sections={reconciliation.sections} />
      <p>{reconciliation.note}</p>
    </section>
  ));
}

import { formatBRL, formatDateTime, PURCHASE_PROCESSING_LABEL, type PurchaseShownStatus } from 'contracts';
import { DataTable, ErrorAlert, generalErrorOf, LoadingState } from 'contracts/ui';
import { texts } from '../../../texts';
import { purchasesApi, useGetPurchasesQuery } from '../api/purchases-api';
import styles from './PlansPage.module.css';

/** While a purchase is "Processando", the provider's word may arrive any moment: ask again this often. */
export const PROCESSING_POLL_MS = 5_000;

/**
 * How a purchase's row looks, by what the provider said: approved green, refused or cancelled
 * red (nothing was charged: never as green as a payment, issue 23), refunded and expired
 * (an abandoned checkout: nothing was charged, nothing is pending) muted, warning while "Processando".
 */
const ROW_STYLE: Record<PurchaseShownStatus | 'processing', string | undefined> = {
  approved: styles.approved,
  rejected: styles.refused,
  cancelled: styles.refused,
  refunded: styles.refunded,
  expired: styles.refunded,
  processing: styles.processing,
};

/** The company's purchases, newest first, each row coloured by its status (ROW_STYLE). */
export function PurchasesTable({ companyId }: { companyId: number }) {
  const t = texts.plans.purchases;
  // What the cache holds decides whether to keep asking (read without subscribing).
  const processing = purchasesApi.endpoints.getPurchases.useQueryState(companyId).data?.some((purchase) => purchase.status === null) ?? false;
  const { data: purchases, isLoading, error } = useGetPurchasesQuery(companyId, {
    pollingInterval: processing ? PROCESSING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  return (
    <section className={styles.purchases} aria-labelledby="purchases-title">
      <h2 id="purchases-title">{t.title}</h2>
      {isLoading && <LoadingState />}
      <ErrorAlert testId="purchases-error">{generalErrorOf(error)}</ErrorAlert>
      {purchases && purchases.length === 0 && <p data-testid="no-purchases">{t.empty}</p>}
      {purchases && purchases.length > 0 && (
        <DataTable>
          <thead>
            <tr>
              <th scope="col">{t.columns.date}</th>
              <th scope="col">{t.columns.product}</th>
              <th scope="col">{t.columns.value}</th>
              <th scope="col">{t.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {purchases.map((purchase) => (
              <tr
                key={purchase.id}
                data-testid="purchase-row"
                data-status={purchase.status_code ?? 'processing'}
                className={ROW_STYLE[purchase.status_code ?? 'processing']}
              >
                <td>{formatDateTime(purchase.date)}</td>
                <td>{purchase.produto_name}</td>
                <td>{formatBRL(purchase.amount)}</td>
                <td>{purchase.status ?? PURCHASE_PROCESSING_LABEL}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

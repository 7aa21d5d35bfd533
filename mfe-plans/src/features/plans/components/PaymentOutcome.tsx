import { ErrorAlert, Notice } from 'contracts/ui';
import { texts } from '../../../texts';
import { useGetPurchasesQuery } from '../api/purchases-api';

/**
 * Back from the provider's checkout, what became of the payment (issue 23): "Pagamento
 * recusado: nada foi cobrado" and the like, from the purchase as the server holds it (the
 * purchases table's own query; it keeps asking while "Processando", so the text follows).
 */
export function PaymentOutcome({ companyId, purchaseId }: { companyId: number; purchaseId: number }) {
  const t = texts.plans.outcome;
  const { data } = useGetPurchasesQuery(companyId);
  const purchase = data?.find((item) => item.id === purchaseId);
  if (!purchase) return null;
  switch (purchase.status_code) {
    case 'rejected':
    case 'cancelled':
    case 'expired':
      return <ErrorAlert testId="payment-outcome">{t[purchase.status_code]}</ErrorAlert>;
    case 'approved':
      return <Notice testId="payment-outcome">{t.approved}</Notice>;
    default:
      return (
        <Notice tone="warning" testId="payment-outcome">
          {purchase.status_code === 'refunded' ? t.refunded : t.processing}
        </Notice>
      );
  }
}

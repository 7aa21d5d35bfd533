import { Navigate, useParams } from 'react-router-dom';
import { LoadingState } from 'contracts/ui';
import type { CheckoutReturnState } from '../../../shared/checkout-return-state';
import { texts } from '../../../texts';
import { useGetCompanyIdForCheckoutCodeQuery } from '../api/checkout-return-api';

/**
 * /retorno/{checkoutCode}: where the provider sends
 * the browser back. It only reads: the company of the checkout, then its plans page, told
 * which purchase came back (it says what became of it); a missing or unknown code goes to /.
 */
export function CheckoutReturnPage() {
  const code = useParams().checkoutCode ?? '';
  const { data, isError } = useGetCompanyIdForCheckoutCodeQuery(code, { skip: code === '' });
  if (code === '' || isError) return <Navigate to="/" replace />;
  if (data) return <Navigate to={`/planos/${data.companyId}`} replace state={{ purchaseId: data.purchaseId } satisfies CheckoutReturnState} />;
  return (
    <section data-testid="checkout-return-page">
      <LoadingState label={texts.checkoutReturn.redirecting} />
    </section>
  );
}

import { generalErrorOf } from 'contracts/ui';
import { useBuyPlanMutation } from '../api/purchases-api';
import { externalNavigation } from './external-navigation';

/**
 * "Assinar": asks the buy call for the checkout URL and sends the browser there.
 * While the call runs (and the page unloads) the product's button stays busy.
 */
export function useSubscribe(companyId: number) {
  const [buy, { isLoading, isSuccess, originalArgs, error }] = useBuyPlanMutation();
  const subscribe = async (productId: number) => {
    const result = await buy({ companyId, productId });
    if ('data' in result && result.data) externalNavigation.go(result.data.url);
  };
  const busyProductId = isLoading || isSuccess ? (originalArgs?.productId ?? null) : null;
  return { subscribe, busyProductId, error: generalErrorOf(error) };
}

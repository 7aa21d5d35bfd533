/**
 * What the return page hands the plans page in the router state: the purchase that just came
 * back from the provider, whose outcome the plans page then tells (issue 23). Only a hint of
 * what to show: the status itself is always the server's.
 */
export interface CheckoutReturnState {
  purchaseId: number;
}

/** The returned purchase's id in a location's state, or null (any other state, a reload without one). */
export function returnedPurchaseId(state: unknown): number | null {
  const id = (state as Partial<CheckoutReturnState> | null)?.purchaseId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

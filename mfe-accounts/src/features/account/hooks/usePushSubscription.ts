import { useCallback, useEffect, useState } from 'react';

/**
 * The browser's push subscription for this site (the service worker's registration):
 * `unsupported` without service workers, `checking` until the browser answers, then
 * `subscribed` or `unsubscribed`. The product sends no push messages yet; a subscription left
 * in the browser can be cancelled here (`failed` when the browser refuses).
 */
export function usePushSubscription(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  // undefined: not known yet.
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!container) return;
    let live = true;
    const known = (found: PushSubscription | null) => live && setSubscription(found);
    container
      .getRegistration()
      // A browser without the Push API has no subscription either.
      .then((registration) => registration?.pushManager?.getSubscription() ?? null)
      .then(known, () => known(null));
    return () => {
      live = false;
    };
  }, [container]);

  const unsubscribe = useCallback(async () => {
    if (!subscription) return;
    setBusy(true);
    setFailed(false);
    const done = await subscription.unsubscribe().catch(() => false);
    setBusy(false);
    if (done) setSubscription(null);
    else setFailed(true);
  }, [subscription]);

  const status = !container ? 'unsupported' : subscription === undefined ? 'checking' : subscription ? 'subscribed' : 'unsubscribed';
  return { status, failed, busy, unsubscribe } as const;
}

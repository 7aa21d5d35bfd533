import { useDeferredValue } from 'react';
import { useSession, type Session } from 'contracts/client';

/**
 * The session's status and user as the layout shows them (the header, the host's user, the
 * access guard): when they change (the stored session's check answered, a sign-out), the
 * header's user parts and the page behind the guard render in a transition, in slices of a few
 * milliseconds. The store's own update renders at once (react-redux's updates are synchronous):
 * with the page mounted in it, it was one task of 60–100 ms on a phone's CPU (Lighthouse's 4×).
 */
export function useShownSession(): Pick<Session, 'status' | 'user'> {
  const { status, user } = useSession();
  return { status: useDeferredValue(status), user: useDeferredValue(user) };
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { MESSAGES } from 'contracts';
import { returnPathOf, useSession } from 'contracts/client';
import { accessForPath, signedInDestination, SIGN_IN_PAGE, signInPathFor } from '../../../shared/route-access';
import { PageLoading } from '../../../shared/components/PageLoading';
import { useShownSession } from '../../../shared/hooks/useShownSession';
import { texts } from '../../../texts';

/**
 * The guests-only and signed-in guards around every page: the page's own code never runs
 * for someone who may not see it.
 */
export function RouteAccessGate() {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const access = accessForPath(pathname);
  const { clear, landing, landed, signedOut } = session;
  // The page mounts in a transition when the session's check answers (useShownSession).
  const { status } = useShownSession();

  // Guests-only guard: without an authenticated user, a leftover stored token is dropped.
  const dropToken = access === 'guest' && status === 'error';
  useEffect(() => {
    if (dropToken) clear();
  }, [dropToken, clear]);
  // Once the user has left the guests-only pages, a later visit to one goes to '/' again.
  const arrived = access !== 'guest' && landing !== null;
  useEffect(() => {
    if (arrived) landed();
  }, [arrived, landed]);

  if (access === 'guest') {
    if (status === 'loading') return <PageLoading />;
    // A fresh sign-in lands where the login page chose (the page asked for, or where the
    // user's companies lead); any other signed-in visit goes to the page the login page was
    // to return to, else home.
    if (status === 'signedIn') return <Navigate to={signedInDestination(landing ?? returnPathOf(search))} replace />;
  }
  if (access === 'user') {
    // Signing out is no detour: only a guest who still wants the page comes back to it.
    if (status === 'guest') return <Navigate to={signedOut ? SIGN_IN_PAGE : signInPathFor(`${pathname}${search}${hash}`)} replace />;
    if (status === 'loading') return <PageLoading />;
    if (status === 'error') return <SessionError unreachable={session.unreachable} onRetry={session.retry} />;
  }
  return <Outlet />;
}

function SessionError({ unreachable, onRetry }: { unreachable: boolean; onRetry: () => void }) {
  return (
    <section role="alert" data-testid="session-error">
      <p>{unreachable ? MESSAGES.serverUnreachable : MESSAGES.communicationError}</p>
      <button type="button" onClick={onRetry}>
        {texts.session.retry}
      </button>
    </section>
  );
}

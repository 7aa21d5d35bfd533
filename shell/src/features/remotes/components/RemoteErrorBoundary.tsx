import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { MESSAGES } from 'contracts';
import { RemoteLoadError } from '../remote-load-error';
import styles from './RemoteErrorBoundary.module.css';

/**
 * Third layer of load failures: shown inside the layout (header and menu keep working).
 * "Tentar novamente" navigates to the same URL again, which asks the loader for the
 * remote's routes once more; no page reload.
 */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  useEffect(() => console.error(error), [error]);

  const retry = () => {
    if (error instanceof RemoteLoadError) {
      void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    } else {
      // A failure after the routes loaded (a page chunk, a render error) is remembered by
      // React Router for that route: only a reload starts it afresh.
      window.location.reload();
    }
  };

  return (
    <section className={styles.box} role="alert" data-testid="remote-error">
      <p>{MESSAGES.remoteLoadFailed}</p>
      <button type="button" className={styles.retry} onClick={retry} disabled={navigation.state !== 'idle'} data-testid="remote-retry">
        {MESSAGES.remoteRetry}
      </button>
    </section>
  );
}

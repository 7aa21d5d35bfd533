import { texts } from '../../../texts';
import { useServiceWorker } from '../hooks/useServiceWorker';
import styles from './ServiceWorkerUpdate.module.css';

/** "Nova versão disponível — Recarregar": shown while a new shell waits; the button switches to it. */
export function ServiceWorkerUpdate({ enabled }: { enabled?: boolean }) {
  const activate = useServiceWorker(enabled);
  if (!activate) return null;
  return (
    <div className={styles.banner} role="status" data-testid="update-banner">
      <span>{texts.update.available} — </span>
      <button type="button" className={styles.reload} onClick={activate}>
        {texts.update.reload}
      </button>
    </div>
  );
}

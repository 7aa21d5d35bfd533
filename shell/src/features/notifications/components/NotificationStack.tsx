import { useEffect } from 'react';
import { texts } from '../../../texts';
import { ANIMATION_MS, AUTO_HIDE_MS, useNotificationsState, type Notification } from '../hooks/useNotifications';
import styles from './NotificationStack.module.css';

export function NotificationStack() {
  const { notifications, leave, remove } = useNotificationsState();
  return (
    <section className={styles.stack} aria-label={texts.notifications.region} data-testid="notification-stack">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onLeave={leave} onRemoved={remove} />
      ))}
    </section>
  );
}

function NotificationItem({
  notification: { id, message, type, leaving },
  onLeave,
  onRemoved,
}: {
  notification: Notification;
  onLeave: (id: number) => void;
  onRemoved: (id: number) => void;
}) {
  useEffect(() => {
    // Visible: hide after AUTO_HIDE_MS. Leaving: drop once the leave animation has played.
    const timer = leaving ? setTimeout(() => onRemoved(id), ANIMATION_MS) : setTimeout(() => onLeave(id), AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [id, leaving, onLeave, onRemoved]);

  return (
    <div
      className={`${styles.notification} ${styles[type]} ${leaving ? styles.leaving : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
      aria-hidden={leaving || undefined}
      data-testid="notification"
      data-type={type}
      style={{ animationDuration: `${ANIMATION_MS}ms` }}
    >
      <span className={styles.message}>{message}</span>
      <button type="button" className={styles.close} aria-label={texts.notifications.close} onClick={() => onLeave(id)}>
        ×
      </button>
    </div>
  );
}

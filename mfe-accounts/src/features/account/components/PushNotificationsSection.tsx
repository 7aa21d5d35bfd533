import { useId } from 'react';
import { MESSAGES } from 'contracts';
import { Button, ErrorAlert } from 'contracts/ui';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';
import { usePushSubscription } from '../hooks/usePushSubscription';

/** The account page's "Notificações:": the browser's push state in the seed's words. */
export function PushNotificationsSection() {
  const headingId = useId();
  const push = usePushSubscription();
  return (
    <section aria-labelledby={headingId} data-testid="push-notifications">
      <h2 id={headingId} className={styles.subtitle}>
        {texts.account.notificationsSection}
      </h2>
      {push.status === 'unsupported' && <p>{MESSAGES.serviceWorkersUnsupported}</p>}
      {push.status === 'unsubscribed' && <p>{MESSAGES.pushNotSubscribed}</p>}
      {push.status === 'subscribed' && (
        <div className={styles.actions}>
          <Button onClick={() => void push.unsubscribe()} busy={push.busy}>
            {texts.account.unsubscribe}
          </Button>
        </div>
      )}
      <ErrorAlert>{push.failed ? MESSAGES.pushUnsubscribeFailed : null}</ErrorAlert>
    </section>
  );
}

import { Outlet, useNavigation } from 'react-router-dom';
import { useRouteTitle } from 'contracts/client';
import { Header } from '../features/header/components/Header';
import { NotificationStack } from '../features/notifications/components/NotificationStack';
import { NotificationsProvider } from '../features/notifications/hooks/useNotifications';
import { texts } from '../texts';
import styles from './AppLayout.module.css';
import { HostProvider } from './HostProvider';

export function AppLayout() {
  useRouteTitle(texts.appName);
  const navigation = useNavigation();
  return (
    <NotificationsProvider>
      <HostProvider>
        <div className={styles.frame}>
          {navigation.state !== 'idle' && (
            <div className={styles.progress} role="progressbar" aria-label={texts.navigationProgress} />
          )}
          <Header />
          <main className={styles.main}>
            <Outlet />
          </main>
        </div>
        <NotificationStack />
      </HostProvider>
    </NotificationsProvider>
  );
}

import { useNavigation } from 'react-router-dom';
import { LiveChanges, useRouteTitle } from 'contracts/client';
import { CompanyAutoSelect } from '../features/company/components/CompanyAutoSelect';
import { CompanyRouteGate } from '../features/company/components/CompanyRouteGate';
import { CurrentCompanyProvider } from '../features/company/hooks/useCurrentCompany';
import { NotFoundPage } from '../features/not-found/components/NotFoundPage';
import { NotificationStack } from '../features/notifications/components/NotificationStack';
import { NotificationsProvider } from '../features/notifications/hooks/useNotifications';
import { ServiceWorkerUpdate } from '../features/service-worker/components/ServiceWorkerUpdate';
import { RouteAccessGate } from '../features/session/components/RouteAccessGate';
import { texts } from '../texts';
import styles from './AppLayout.module.css';
import { AppHeader } from './AppHeader';
import { HostProvider } from './HostProvider';

export function AppLayout() {
  useRouteTitle(texts.appName);
  const navigation = useNavigation();
  return (
    <NotificationsProvider>
      <CurrentCompanyProvider>
        <HostProvider>
          <CompanyAutoSelect />
          <LiveChanges />
          <div className={styles.frame}>
            {navigation.state !== 'idle' && (
              <div className={styles.progress} role="progressbar" aria-label={texts.navigationProgress} />
            )}
            <AppHeader />
            <main className={styles.main}>
              <CompanyRouteGate notFound={<NotFoundPage detail={texts.company.noAccess} />}>
                <RouteAccessGate />
              </CompanyRouteGate>
            </main>
          </div>
          <NotificationStack />
          <ServiceWorkerUpdate />
        </HostProvider>
      </CurrentCompanyProvider>
    </NotificationsProvider>
  );
}

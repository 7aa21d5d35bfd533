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

// The router's state (the navigation, the matched routes) is read by these two, not by the
// layout: the layout would otherwise render again, with every part of it, at each change of that
// state (several times while the first page loads).

/** The document's title: the deepest matched route's, else the app's name. */
function RouteTitle() {
  useRouteTitle(texts.appName);
  return null;
}

/** The bar shown while a navigation loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label={texts.navigationProgress} />;
}

export function AppLayout() {
  return (
    <NotificationsProvider>
      <RouteTitle />
      <CurrentCompanyProvider>
        <HostProvider>
          <CompanyAutoSelect />
          <LiveChanges />
          <div className={styles.frame}>
            <NavigationProgress />
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

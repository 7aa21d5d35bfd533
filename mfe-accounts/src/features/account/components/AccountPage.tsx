import { useHost } from 'contracts/client';
import { PageCard } from '../../../shared/ui/PageCard';
import { texts } from '../../../texts';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { PushNotificationsSection } from './PushNotificationsSection';

/**
 * The name form and the password form; each notifies its success (no
 * page reload). Below them, the browser's push notifications state (issue 14).
 */
export function AccountPage() {
  const { currentUser } = useHost();
  return (
    <PageCard title={texts.account.title} testId="account-page">
      {currentUser && (
        <>
          <NameForm user={currentUser} />
          <PasswordForm userId={currentUser.id} />
          <PushNotificationsSection />
        </>
      )}
    </PageCard>
  );
}

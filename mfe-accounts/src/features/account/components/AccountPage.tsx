import { texts } from '../../../texts';

export function AccountPage() {
  return <h1 data-testid="account-page">{texts.account.title}</h1>;
}

import { texts } from '../../../texts';

export function ConfirmEmailPage() {
  return <h1 data-testid="confirm-email-page">{texts.confirmEmail.title}</h1>;
}

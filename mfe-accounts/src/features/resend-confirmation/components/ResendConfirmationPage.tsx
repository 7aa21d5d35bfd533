import { texts } from '../../../texts';

export function ResendConfirmationPage() {
  return <h1 data-testid="resend-confirmation-page">{texts.resendConfirmation.title}</h1>;
}

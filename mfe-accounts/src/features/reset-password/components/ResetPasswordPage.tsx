import { texts } from '../../../texts';

export function ResetPasswordPage() {
  return <h1 data-testid="reset-password-page">{texts.resetPassword.title}</h1>;
}

import { texts } from '../../../texts';

export function LoginPage() {
  return <h1 data-testid="login-page">{texts.login.title}</h1>;
}

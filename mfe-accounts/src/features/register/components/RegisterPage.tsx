import { texts } from '../../../texts';

export function RegisterPage() {
  return <h1 data-testid="register-page">{texts.register.title}</h1>;
}

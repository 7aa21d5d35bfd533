import { texts } from '../../../texts';

export function AdministrationPage() {
  return <h1 data-testid="administration-page">{texts.administration.title}</h1>;
}

import { texts } from '../../../texts';

export function PlansPage() {
  return <h1 data-testid="plans-page">{texts.plans.title}</h1>;
}

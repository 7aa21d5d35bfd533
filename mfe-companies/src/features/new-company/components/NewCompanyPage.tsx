import { texts } from '../../../texts';

export function NewCompanyPage() {
  return <h1 data-testid="new-company-page">{texts.newCompany.title}</h1>;
}

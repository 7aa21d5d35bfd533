import { texts } from '../../../texts';

export function UpdateCompanyPage() {
  return <h1 data-testid="update-company-page">{texts.updateCompany.title}</h1>;
}

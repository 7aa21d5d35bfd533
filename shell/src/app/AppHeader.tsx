import { useHost } from 'contracts/client';
import { HeaderCompany, TrialNotice } from '../features/company/components/HeaderCompany';
import { Header } from '../features/header/components/Header';

/** The header with the active company's trial notice and link. */
export function AppHeader() {
  const { currentCompany } = useHost();
  return (
    <Header
      beforeUser={<TrialNotice company={currentCompany} />}
      afterUser={<HeaderCompany company={currentCompany} />}
    />
  );
}

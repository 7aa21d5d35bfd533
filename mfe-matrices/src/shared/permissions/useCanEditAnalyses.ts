import { canWriteAnalyses, viewerOfCompany } from 'contracts';
import { useHost } from 'contracts/client';

/** The analyses' edit controls show only when this is true (contracts' canWriteAnalyses); role 4 (Funcionário) reads only. */
export function useCanEditAnalyses(): boolean {
  const company = useHost().currentCompany;
  return company !== null && canWriteAnalyses(viewerOfCompany(company));
}

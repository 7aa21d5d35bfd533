import { useEffect, useState } from 'react';
import { CompanyMode } from 'contracts';
import type { HostCompany } from 'contracts/client';
import { DEMO_POPUP_DELAY_MS, demoPopupShownToday, markDemoPopupShown } from './demo-popup-storage';

/** Opens the demo popup of a trial company after 200 ms, at most once per calendar day per company. */
export function useDemoPopup(company: Pick<HostCompany, 'id' | 'company_mode'> | null): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const companyId = company?.id ?? null;
  const isDemo = company?.company_mode === CompanyMode.Demo;
  useEffect(() => {
    setOpen(false);
    if (companyId === null || !isDemo || demoPopupShownToday(companyId)) return;
    const timer = setTimeout(() => {
      markDemoPopupShown(companyId);
      setOpen(true);
    }, DEMO_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [companyId, isDemo]);
  // No close: the demo-info dialog's buttons leave for the plans page.
  return [open, () => setOpen(true)];
}

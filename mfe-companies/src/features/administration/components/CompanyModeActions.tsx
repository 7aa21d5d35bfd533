import { useState } from 'react';
import { CompanyMode, type Company } from 'contracts';
import { Button } from 'contracts/ui';
import { texts } from '../../../texts';
import type { CompanyModeAction } from '../hooks/useCompanyModeAction';
import { CompanyModeDialog } from './CompanyModeDialog';

/**
 * The system administrator's controls in the status bar:
 * mode 0 "desbloquear até..."; otherwise "bloquear" and "estender até..."; mode 1
 * "tornar completa"; mode 2 "limitar para demo".
 */
export function CompanyModeActions({ company }: { company: Company }) {
  const [open, setOpen] = useState<CompanyModeAction | null>(null);
  const t = texts.administration.actions;
  const button = (label: string, next: CompanyModeAction) => (
    <Button size="small" onClick={() => setOpen(next)}>
      {label}
    </Button>
  );
  const blocked = company.company_mode === CompanyMode.Blocked;
  return (
    <>
      {blocked && button(t.unlock, 'unlock')}
      {!blocked && button(t.lock, 'lock')}
      {!blocked && button(t.extend, 'extend')}
      {company.company_mode === CompanyMode.Demo && button(t.makeFull, 'makeFull')}
      {company.company_mode === CompanyMode.Full && button(t.makeDemo, 'makeDemo')}
      {open && <CompanyModeDialog companyId={company.id} action={open} onClose={() => setOpen(null)} />}
    </>
  );
}

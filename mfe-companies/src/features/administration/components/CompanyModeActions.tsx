import { useState } from 'react';
import { CompanyMode, type Company } from 'contracts';
import styles from '../../../shared/ui/ui.module.css';
import { texts } from '../../../texts';
import { ConfirmModeDialog, type ConfirmModeAction } from './ConfirmModeDialog';
import { DateModeDialog, type DateModeAction } from './DateModeDialog';

type OpenDialog = { kind: 'confirm'; action: ConfirmModeAction } | { kind: 'date'; action: DateModeAction } | null;

/**
 * The system administrator's controls in the status bar (seed §4 "Actions by mode"):
 * mode 0 "desbloquear até..."; otherwise "bloquear" and "estender até..."; mode 1
 * "tornar completa"; mode 2 "limitar para demo".
 */
export function CompanyModeActions({ company }: { company: Company }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const t = texts.administration.actions;
  const button = (label: string, next: OpenDialog) => (
    <button type="button" className={styles.button} onClick={() => setOpen(next)}>
      {label}
    </button>
  );
  const blocked = company.company_mode === CompanyMode.Blocked;
  return (
    <>
      {blocked && button(t.unlock, { kind: 'date', action: 'unlock' })}
      {!blocked && button(t.lock, { kind: 'confirm', action: 'lock' })}
      {!blocked && button(t.extend, { kind: 'date', action: 'extend' })}
      {company.company_mode === CompanyMode.Demo && button(t.makeFull, { kind: 'confirm', action: 'makeFull' })}
      {company.company_mode === CompanyMode.Full && button(t.makeDemo, { kind: 'confirm', action: 'makeDemo' })}
      {open?.kind === 'confirm' && <ConfirmModeDialog companyId={company.id} action={open.action} onClose={() => setOpen(null)} />}
      {open?.kind === 'date' && <DateModeDialog companyId={company.id} action={open.action} onClose={() => setOpen(null)} />}
    </>
  );
}

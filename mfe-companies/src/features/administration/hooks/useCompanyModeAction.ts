import { useExtendCompanyMutation, useLockCompanyMutation, useToggleDemoMutation, useUnlockCompanyMutation } from '../api/administration-api';

/** The system administrator's company-mode actions. */
export type CompanyModeAction = 'lock' | 'makeDemo' | 'makeFull' | 'unlock' | 'extend';

/**
 * The call behind `action` (lock_company, toggle_demo, unlock_company, extend_company):
 * `run(companyId, date)` resolves once the server accepted it and rejects with its error
 * otherwise; the date is sent only by unlock and extend. Its loading state comes with it.
 */
export function useCompanyModeAction(action: CompanyModeAction) {
  const [lock, lockState] = useLockCompanyMutation();
  const [toggleDemo, toggleState] = useToggleDemoMutation();
  const [unlock, unlockState] = useUnlockCompanyMutation();
  const [extend, extendState] = useExtendCompanyMutation();
  const calls = {
    lock: [(id: number) => lock(id).unwrap(), lockState],
    makeDemo: [(id: number) => toggleDemo(id).unwrap(), toggleState],
    makeFull: [(id: number) => toggleDemo(id).unwrap(), toggleState],
    unlock: [(id: number, date: string) => unlock({ id, date }).unwrap(), unlockState],
    extend: [(id: number, date: string) => extend({ id, date }).unwrap(), extendState],
  } as const;
  const [run, state] = calls[action];
  return [run as (companyId: number, date: string) => Promise<unknown>, state] as const;
}

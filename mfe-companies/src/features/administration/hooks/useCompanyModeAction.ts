import { useExtendCompanyMutation, useLockCompanyMutation, useToggleDemoMutation, useUnlockCompanyMutation } from '../api/administration-api';

/** The system administrator's company-mode actions (seed §4 "Actions by mode"). */
export type CompanyModeAction = 'lock' | 'makeDemo' | 'makeFull' | 'unlock' | 'extend';

/**
 * The call behind `action` (lock_company, toggle_demo, unlock_company, extend_company):
 * `run(companyId, date)` answers whether it succeeded; the date is sent only by unlock and
 * extend. Its error and loading state come with it.
 */
export function useCompanyModeAction(action: CompanyModeAction) {
  const [lock, lockState] = useLockCompanyMutation();
  const [toggleDemo, toggleState] = useToggleDemoMutation();
  const [unlock, unlockState] = useUnlockCompanyMutation();
  const [extend, extendState] = useExtendCompanyMutation();
  const calls = {
    lock: [(id: number) => lock(id), lockState],
    makeDemo: [(id: number) => toggleDemo(id), toggleState],
    makeFull: [(id: number) => toggleDemo(id), toggleState],
    unlock: [(id: number, date: string) => unlock({ id, date }), unlockState],
    extend: [(id: number, date: string) => extend({ id, date }), extendState],
  } as const;
  const [call, state] = calls[action];
  const run = async (companyId: number, date: string): Promise<boolean> => 'data' in (await call(companyId, date));
  return [run, state] as const;
}

import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from '../ui/confirm-dialog.js';

/** pt-BR texts of the leave guard's question. */
const LEAVE_GUARD_TEXTS = {
  title: 'Sair sem salvar?',
  body: 'As alterações feitas nesta página ainda não foram salvas e serão perdidas.',
  stay: 'Continuar editando',
  leave: 'Sair da página',
} as const;

export interface LeaveGuardProps {
  /**
   * Whether leaving must be confirmed: asked at the moment of each navigation, so a
   * function sees what a ref holds then (e.g. "saved, the redirect may go").
   */
  when: boolean | (() => boolean);
}

/**
 * The leave guard (it asks the page whether it may be left): a page with unsaved changes renders `<LeaveGuard when={…} />`; a navigation to
 * another path while `when` holds is held and the user asked whether to leave; closing or
 * reloading the tab gets the browser's own question. Works under the shell's data router
 * (and DevHost's, and the test host's).
 */
export function LeaveGuard({ when }: LeaveGuardProps) {
  const whenRef = useRef(when);
  useLayoutEffect(() => {
    whenRef.current = when;
  });
  const mustAsk = () => (typeof whenRef.current === 'function' ? whenRef.current() : whenRef.current);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && mustAsk(),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!mustAsk()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  if (blocker.state !== 'blocked') return null;
  const t = LEAVE_GUARD_TEXTS;
  return (
    <ConfirmDialog
      title={t.title}
      onClose={() => blocker.reset()}
      cancelLabel={t.stay}
      confirmLabel={t.leave}
      onConfirm={() => blocker.proceed()}
      testId="leave-guard-dialog"
    >
      <p>{t.body}</p>
    </ConfirmDialog>
  );
}

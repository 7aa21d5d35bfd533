import { useState } from 'react';
import { MESSAGES } from 'contracts';
import { useHost } from 'contracts/client';
import { generalErrorOf } from 'contracts/ui';
import * as texts from '../../texts';
import { useOfferUndo } from '../history/undo-deletion';

/**
 * A delete asked first (a ConfirmDialog): `ask(target)` opens the question, `confirm(remove)`
 * runs the call and closes on success (notifying `successMessage` when given), or keeps the
 * question open with the server's error. Inside an analysis editor the deletion's notice
 * offers "Desfazer" (shared/history/undo-deletion).
 */
export function useConfirmedDelete<T>(successMessage?: string) {
  const host = useHost();
  const offerUndo = useOfferUndo();
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTarget(null);
    setError(null);
  };
  const confirm = async (remove: (target: T) => Promise<unknown>) => {
    if (target === null) return;
    try {
      await remove(target);
      if (offerUndo) offerUndo(successMessage ?? texts.analyses.history.deleted);
      else if (successMessage) host.notify(successMessage, 'success');
      close();
    } catch (failure) {
      setError(generalErrorOf(failure) ?? MESSAGES.communicationError);
    }
  };
  return { target, ask: setTarget, close, confirm, error };
}

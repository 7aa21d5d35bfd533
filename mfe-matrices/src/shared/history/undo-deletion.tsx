import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { type AnalysisKind, MESSAGES } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, generalErrorOf, Notice } from 'contracts/ui';
import * as texts from '../../texts';
import { useLazyGetHistoryQuery, useRestoreRevisionMutation } from './history-api';

const t = texts.analyses.history;
/** How long a deletion's notice offers "Desfazer". */
const UNDO_OFFER_MS = 10_000;

/** Offers to undo the deletion just made inside the editor's analysis (null outside an editor: nothing to offer). */
export const UndoDeletionContext = createContext<((message: string) => void) | null>(null);
export const useOfferUndo = () => useContext(UndoDeletionContext);

interface Offer {
  message: string;
  /** The revision right before the deletion: restoring it brings the deleted part back. */
  before: number;
}

/**
 * The editor's deletion notice with "Desfazer", for every kind's parts at once: after a
 * deletion it reads the history's newest revision (the deletion's) and, for a few seconds,
 * offers to restore the one before it. Returns the offer function and the notice to render.
 */
export function useUndoDeletion(kind: AnalysisKind, analysisId: number) {
  const host = useHost();
  const [readHistory] = useLazyGetHistoryQuery();
  const [restore, restoring] = useRestoreRevisionMutation();
  const [offer, setOffer] = useState<Offer | null>(null);

  const offerUndo = useCallback(
    (message: string) => {
      void readHistory({ kind, id: analysisId, offset: 0, limit: 1 })
        .unwrap()
        .then(({ results }) => {
          const deletion = results[0]?.revision ?? 0;
          if (deletion > 1) setOffer({ message, before: deletion - 1 });
          else host.notify(message, 'success');
        })
        .catch(() => host.notify(message, 'success'));
    },
    [readHistory, kind, analysisId, host],
  );

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setOffer(null), UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [offer]);

  const undo = async (before: number) => {
    try {
      await restore({ kind, id: analysisId, revision: before }).unwrap();
      host.notify(t.undone, 'success');
    } catch (failure) {
      host.notify(generalErrorOf(failure) ?? MESSAGES.communicationError, 'error');
    }
    setOffer(null);
  };

  const notice = offer && (
    <Notice testId="undo-deletion">
      {offer.message}{' '}
      <Button variant="link" busy={restoring.isLoading} onClick={() => void undo(offer.before)} data-testid="undo-deletion-button">
        {t.undo}
      </Button>
    </Notice>
  );
  return { offerUndo, notice };
}

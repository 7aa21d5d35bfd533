import { useCallback, useState } from 'react';
import { MESSAGES } from 'contracts';
import { useHost } from 'contracts/client';
import { generalErrorOf } from 'contracts/ui';

/** A page's save in progress: spinner state, the success notification, the failure's pt-BR text for an alert. */
export function useSaving() {
  const host = useHost();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<void>, successMessage: string) => {
      setSaving(true);
      setError(null);
      try {
        await work();
        host.notify(successMessage, 'success');
      } catch (failure) {
        setError(generalErrorOf(failure) ?? MESSAGES.communicationError);
      } finally {
        setSaving(false);
      }
    },
    [host],
  );
  return { saving, error, run, clearError: useCallback(() => setError(null), []) };
}

import { useState } from 'react';
import { MESSAGES } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ErrorAlert, generalErrorOf, fieldErrorOf, Notice, SelectField } from 'contracts/ui';
import { useAnalysisList } from '../../../shared/api/analyses-api';
import * as swotTexts from '../texts';
import { useImportAmbientalMutation } from '../api/swot-api';

const t = swotTexts.import;

/**
 * Brings the strongest opportunities and threats of an Ambiental of the same company into
 * the SWOT (what makes it "sistêmica"); importing again updates what came before. Not while
 * the items have unsaved edits, which the refreshed items would contradict.
 */
export function ImportFromAmbiental({ swotId, companyId, blocked }: { swotId: number; companyId: number; blocked: boolean }) {
  const host = useHost();
  const ambientais = useAnalysisList('ambiental', companyId);
  const [importAmbiental, state] = useImportAmbientalMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = (ambientais.data ?? []).map((ambiental) => ({ value: ambiental.id, label: ambiental.name }));
  const selected = chosen ?? options[0]?.value ?? null;

  const run = async () => {
    if (selected === null) return;
    setError(null);
    try {
      const result = await importAmbiental({ swotId, body: { ambientalId: Number(selected) } }).unwrap();
      host.notify(t.done(result.created, result.updated), 'success');
    } catch (failure) {
      setError(fieldErrorOf(failure, 'ambientalId') ?? generalErrorOf(failure) ?? MESSAGES.communicationError);
    }
  };

  return (
    <section aria-label={t.heading} data-testid="swot-import" style={{ margin: '16px 0' }}>
      <h3>{t.heading}</h3>
      <p>{t.intro}</p>
      {ambientais.data?.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <SelectField label={t.source} options={options} value={selected ?? ''} onChange={(event) => setChosen(Number(event.target.value))} />
          <Button variant="primary" onClick={() => void run()} busy={state.isLoading} disabled={selected === null || blocked}>
            {t.submit}
          </Button>
        </div>
      )}
      {blocked && <Notice tone="warning">{t.unsavedFirst}</Notice>}
      <ErrorAlert>{error}</ErrorAlert>
    </section>
  );
}

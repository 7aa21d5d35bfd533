import type { SwotCrossing } from 'contracts';
import { useDrafts } from '../../../shared/analyses/useDrafts';
import { useSaveBar } from '../../../shared/analyses/useSaveBar';
import * as swotTexts from '../texts';
import { useSetCrossingsMutation } from '../api/swot-api';

export const cellKey = (internal: number, external: number) => `${internal}:${external}`;
const same = (a: number, b: number) => a === b;

/**
 * The crossing grid's unsaved cells: shown at once, saved together by "Salvar alterações",
 * which sends only the changed cells (0 clears one) in one all-or-nothing PUT, and nothing
 * when nothing changed.
 */
export function useCrossingEdits(swotId: number, saved: readonly SwotCrossing[], pairs: readonly (readonly [number, number])[]) {
  const drafts = useDrafts<string, number>(same);
  const [setCrossings] = useSetCrossingsMutation();
  const savedIntensity = (internal: number, external: number) =>
    saved.find((crossing) => crossing.internal === internal && crossing.external === external)?.intensity ?? 0;
  const changed = drafts.changed(pairs.map(([internal, external]) => cellKey(internal, external)));

  const bar = useSaveBar(
    [drafts],
    changed.length,
    async () => {
      const cells = changed.map(([key, intensity]) => {
        const [internal, external] = key.split(':').map(Number);
        return { internal, external, intensity };
      });
      await setCrossings({ swotId, cells }).unwrap();
      drafts.discard();
    },
    swotTexts.crossings.saved,
  );

  return {
    ...bar,
    intensity: (internal: number, external: number) => drafts.value(cellKey(internal, external), savedIntensity(internal, external)),
    set: (internal: number, external: number, intensity: number) => drafts.edit(cellKey(internal, external), intensity, savedIntensity(internal, external)),
  };
}

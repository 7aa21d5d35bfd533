import { useEffect, useState } from 'react';

/** Time each period stays on screen while playing (the bubbles move for 700 ms of it). */
export const PLAY_STEP_MS = 1200;

export interface PeriodPlayer {
  /** Index of the period shown. */
  index: number;
  select: (index: number) => void;
  playing: boolean;
  /** Starts from the first period (or goes on from the one shown, when it is not the last) or pauses. */
  toggle: () => void;
}

/**
 * Which period the chart shows, and the play button: the periods one after the other up to
 * the last, then it stops. A new list of periods (another grouping or filter) shows its last.
 */
export function usePeriodPlayer(periodDates: readonly string[]): PeriodPlayer {
  const last = periodDates.length - 1;
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const found = selectedDate === null ? -1 : periodDates.indexOf(selectedDate);
  const index = found >= 0 ? found : Math.max(last, 0);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setSelectedDate(periodDates[index + 1] ?? null), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, index, last, periodDates]);

  return {
    index,
    select: (next) => {
      setPlaying(false);
      setSelectedDate(periodDates[next] ?? null);
    },
    playing,
    toggle: () => {
      if (playing) return setPlaying(false);
      if (last <= 0) return;
      if (index >= last) setSelectedDate(periodDates[0] ?? null);
      setPlaying(true);
    },
  };
}

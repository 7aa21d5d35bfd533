import { useState } from 'react';
import { formatPercent, formatPtBrNumber, parsePtBrNumber } from 'contracts';
import { Slider, TextField } from 'contracts/ui';
import * as texts from '../../../texts';
import styles from './CriterionWeight.module.css';

const t = texts.multifatorial.criteria;

/** The weight as typed: 0 to 10 the pt-BR way ("3,5"), at most two decimals; null for anything else. */
export function typedWeight(text: string): number | null {
  const typed = parsePtBrNumber(text);
  if (typed === null || typed < 0 || typed > 10 || Math.abs(typed * 100 - Math.round(typed * 100)) > 1e-9) return null;
  // 0..10 on screen, 0..1 stored (3,5 → 0.35).
  return Math.round(typed * 100) / 1000;
}

const shownWeight = (importance: number) => formatPtBrNumber(Math.round(importance * 1000) / 100);

interface CriterionWeightProps {
  name: string;
  /** The importance, 0..1. */
  value: number;
  /** Its share of the axis' total importance (0..1; null when the axis weighs nothing). */
  share: number | null;
  canEdit: boolean;
  onChange: (importance: number) => void;
  /** Whether the typed text is a weight: while it is not, nothing may be saved. */
  onValidity: (valid: boolean) => void;
}

/**
 * A criterion's weight: the 'importance' slider, a number field beside it to type the weight
 * (0 to 10, pt-BR decimal comma, checked as typed) and the weight's share of its axis, live.
 * The slider and the field follow each other; a text that is no weight stays on screen with
 * its error and changes nothing.
 */
export function CriterionWeight({ name, value, share, canEdit, onChange, onValidity }: CriterionWeightProps) {
  // The text being typed, or null to show the weight as it is (after the slider moved, or a discard).
  const [typed, setTyped] = useState<string | null>(null);
  const typedValue = typed === null ? null : typedWeight(typed);
  const text = typed !== null && (typedValue === null || typedValue === value) ? typed : shownWeight(value);
  const invalid = typed !== null && typedValue === null;
  return (
    <div className={styles.weight}>
      <Slider
        kind="importance"
        label={texts.analyses.importance}
        value={value}
        disabled={!canEdit}
        onChange={(importance) => {
          setTyped(null);
          onValidity(true);
          onChange(importance);
        }}
        aria-label={`${texts.analyses.importance} de ${name}`}
      />
      <div className={styles.typed}>
        <TextField
          label={t.weight}
          aria-label={`${t.weight} de ${name}`}
          inputMode="decimal"
          value={text}
          readOnly={!canEdit}
          error={invalid ? t.weightInvalid : undefined}
          onChange={(event) => {
            const next = event.target.value;
            const importance = typedWeight(next);
            setTyped(next);
            onValidity(importance !== null);
            if (importance !== null) onChange(importance);
          }}
          onBlur={() => {
            if (!invalid) setTyped(null);
          }}
        />
        <output className={styles.share} data-testid="criterion-share">
          {t.share(formatPercent(share))}
        </output>
      </div>
    </div>
  );
}

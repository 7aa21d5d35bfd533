import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { toTenScale } from '../format/chart.js';
import { formatPtBrNumber } from '../format/number.js';
import styles from './slider.module.css';
import './tokens.module.css';

/**
 * The seed's two slider styles, 'importance' (light to dark blue) and 'grade' (red to green),
 * and 'gradeHigherIsWorse' (green to red) for a criterion of which more is worse.
 */
export type SliderKind = 'importance' | 'grade' | 'gradeHigherIsWorse';

export interface SliderProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step'> {
  kind: SliderKind;
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  /** 0..1 with steps of 0.01 unless told (the analyses store importances and grades in 0..1). */
  min?: number;
  max?: number;
  step?: number;
  /** The value as shown beside the label and read out; 0..1 shows as 0..10 with two decimals ("7,50"). */
  formatValue?: (value: number) => string;
}

/** A labelled range input in one of the seed's two styles, its value shown beside the label. */
export function Slider({ kind, label, value, onChange, min = 0, max = 1, step = 0.01, formatValue, className, ...input }: SliderProps) {
  const id = useId();
  const shown = formatValue ? formatValue(value) : max === 1 && min === 0 ? toTenScale(value) : formatPtBrNumber(value);
  return (
    <div className={[styles.slider, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        <span>{label}</span>
        <output className={styles.value} htmlFor={id}>
          {shown}
        </output>
      </label>
      <input
        id={id}
        type="range"
        className={`${styles.range} ${styles[kind]}`}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
        {...input}
      />
    </div>
  );
}

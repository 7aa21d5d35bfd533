import type { InputHTMLAttributes } from 'react';
import styles from './Slider.module.css';

/** The two slider styles of the matrices (seed: slider inputs styled 'importance' and 'grade'). */
export type SliderKind = 'importance' | 'grade';

export interface SliderProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  kind: SliderKind;
}

export function Slider({ kind, className, ...props }: SliderProps) {
  return <input type="range" className={[styles.slider, styles[kind], className].filter(Boolean).join(' ')} {...props} />;
}

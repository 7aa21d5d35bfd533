import { useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Slider } from '../../../shared/ui/Slider';
import { texts } from '../../../texts';
import styles from './Uilab.module.css';

const t = texts.uilab.forms;

/** Form controls of the product, with local state only (simulated, nothing is sent). */
export function FormsPage() {
  const [importance, setImportance] = useState(5);
  const [grade, setGrade] = useState(5);
  const preventSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <section data-testid="uilab-forms-page">
      <h1>{texts.uilab.menu.forms}</h1>
      <form className={styles.form} onSubmit={preventSubmit}>
        <label className={styles.field}>
          {t.name}
          <input className={styles.input} placeholder={t.namePlaceholder} />
        </label>
        <label className={styles.field}>
          {t.email}
          <input className={styles.input} type="email" placeholder={t.emailPlaceholder} />
        </label>
        <label className={styles.field}>
          {t.description}
          <textarea className={styles.input} rows={3} />
        </label>
        <label className={styles.field}>
          {t.sector}
          <select className={styles.input}>
            {t.sectorOptions.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <fieldset className={styles.field}>
          <legend>{t.reach}</legend>
          {t.reachOptions.map((option, index) => (
            <label key={option} className={styles.inline}>
              <input type="radio" name="reach" defaultChecked={index === 0} /> {option}
            </label>
          ))}
        </fieldset>
        <label className={styles.inline}>
          <input type="checkbox" /> {t.accept}
        </label>
        <label className={styles.field}>
          <span>
            {t.importance}: <output data-testid="slider-importance-value">{importance}</output>
          </span>
          <Slider kind="importance" min={0} max={10} step={1} value={importance} onChange={(e) => setImportance(Number(e.target.value))} data-testid="slider-importance" />
        </label>
        <label className={styles.field}>
          <span>
            {t.grade}: <output data-testid="slider-grade-value">{grade}</output>
          </span>
          <Slider kind="grade" min={0} max={10} step={1} value={grade} onChange={(e) => setGrade(Number(e.target.value))} data-testid="slider-grade" />
        </label>
        <div>
          <Button type="submit">{t.submit}</Button>
        </div>
      </form>
    </section>
  );
}

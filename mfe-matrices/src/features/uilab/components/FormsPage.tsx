import { useState, type FormEvent } from 'react';
import { CheckboxField, MonthlyGrid, SelectField, Slider, SubmitButton, TextAreaField, TextField, type GridStatus } from 'contracts/ui';
import * as texts from '../../../texts';
import { SIMULATED_MONTHS, SIMULATED_MONTHLY_ROWS, SIMULATED_MONTHLY_VALUES } from '../simulated-monthly';
import styles from './Uilab.module.css';

const t = texts.uilab.forms;

/** Form controls of the product (the UI kit), with local state only (simulated, nothing is sent). */
export function FormsPage() {
  const [importance, setImportance] = useState(0.5);
  const [grade, setGrade] = useState(0.5);
  const [gridStatus, setGridStatus] = useState<GridStatus>({ dirty: false, invalidCells: 0 });
  const preventSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <section data-testid="uilab-forms-page">
      <h1>{texts.uilab.menu.forms}</h1>
      <form className={styles.form} onSubmit={preventSubmit}>
        <TextField label={t.name} placeholder={t.namePlaceholder} />
        <TextField label={t.email} type="email" placeholder={t.emailPlaceholder} hint={t.emailHint} />
        <TextAreaField label={t.description} />
        <SelectField label={t.sector} options={t.sectorOptions.map((option) => ({ value: option, label: option }))} />
        <fieldset className={styles.fieldset}>
          <legend>{t.reach}</legend>
          {t.reachOptions.map((option, index) => (
            <label key={option} className={styles.inline}>
              <input type="radio" name="reach" defaultChecked={index === 0} /> {option}
            </label>
          ))}
        </fieldset>
        <CheckboxField label={t.accept} />
        <Slider kind="importance" label={t.importance} value={importance} onChange={setImportance} data-testid="slider-importance" />
        <Slider kind="grade" label={t.grade} value={grade} onChange={setGrade} data-testid="slider-grade" />
        <div>
          <SubmitButton>{t.submit}</SubmitButton>
        </div>
      </form>
      <h2>{t.monthlyHeading}</h2>
      <p>{t.monthlyHint}</p>
      <MonthlyGrid
        caption={t.monthlyCaption}
        rowHeader={t.monthlyRowHeader}
        rows={SIMULATED_MONTHLY_ROWS}
        months={SIMULATED_MONTHS}
        values={SIMULATED_MONTHLY_VALUES}
        onChange={(_edits, status) => setGridStatus(status)}
      />
      <p data-testid="monthly-grid-state">{gridStatus.dirty ? t.monthlyDirty : t.monthlyClean}</p>
    </section>
  );
}

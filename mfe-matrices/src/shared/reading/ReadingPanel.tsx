import type { AnalysisKind, AnalysisReading, ReadingSection } from 'contracts';
import * as texts from '../../texts';
import styles from './ReadingPanel.module.css';

const t = texts.reading;

/** An analysis's automatic reading (contracts' `…Reading` functions): its headline, then each section's sentences. */
export function ReadingBody({ reading }: { reading: AnalysisReading | null }) {
  if (!reading) return <p>{t.noReading}</p>;
  return (
    <>
      <p className={styles.headline} data-testid="reading-headline">
        {reading.headline}
      </p>
      <ReadingSections sections={reading.sections} />
    </>
  );
}

/** Titled lists of sentences, one region each (a reading's sections, the executive summary's reconciliation). */
export function ReadingSections({ sections }: { sections: readonly ReadingSection[] }) {
  return sections.map((section) => (
    <section key={section.title} aria-label={section.title} className={styles.section}>
      <h4>{section.title}</h4>
      <ul>
        {section.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  ));
}

/** The "Leitura" panel beside a chart: what the analysis says, in words. */
export function ReadingPanel({ reading }: { reading: AnalysisReading | null }) {
  return (
    <aside aria-label={t.panel} className={styles.panel} data-testid="reading-panel">
      <h3>{t.panel}</h3>
      <ReadingBody reading={reading} />
    </aside>
  );
}

/** A reading's headline alone (the company report's executive summary); its test id says it has loaded. */
export function ReadingHeadline({ kind, reading }: { kind: AnalysisKind; reading: AnalysisReading | null }) {
  return <span data-testid={`summary-headline-${kind}`}>{reading?.headline ?? t.noReading}</span>;
}

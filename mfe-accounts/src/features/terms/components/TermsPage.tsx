import { SUPPORT_EMAIL } from 'contracts/client';
import { PageCard } from '../../../shared/ui/PageCard';
import styles from '../../../shared/ui/forms.module.css';
import { texts } from '../../../texts';

/** /termos "Termos de uso": open to everyone, linked from the registration's terms checkbox. */
export function TermsPage() {
  const t = texts.terms;
  return (
    <PageCard title={t.title} testId="terms-page">
      <p>{t.intro}</p>
      {t.sections.map((section) => (
        <section key={section.title}>
          <h2 className={styles.subtitle}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <section>
        <h2 className={styles.subtitle}>{t.contactTitle}</h2>
        <p>
          {t.contact}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </PageCard>
  );
}

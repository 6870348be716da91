import { useLocalPath, useTexts } from '#client/i18n/language-context.tsx';
import { PRIVACY_PAGE_PATH } from '#shared/privacy/consent';
import patterns from '#client/components/ui/patterns.module.css';
import { Island } from '#client/islands/island.tsx';
import { YourDataForm } from './your-data-form.tsx';
import styles from './your-data.module.css';

/** /your-data: what a person may ask about their data, and the form that asks it. */
export function YourDataPageContent() {
  const yourDataPage = useTexts().yourData;
  const local = useLocalPath();
  return (
    <div className={styles.page}>
      <section aria-labelledby="your-data-title" className={styles.card}>
        <h1 id="your-data-title" className={styles.title}>
          {yourDataPage.title}
        </h1>
        <p className={patterns.mutedLead}>{yourDataPage.lead}</p>
        <ul className={styles.points}>
          {yourDataPage.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          <a href={local(PRIVACY_PAGE_PATH)}>{yourDataPage.privacyLink}</a>
        </p>
        <h2 id="your-data-form-title" className={styles.formTitle}>
          {yourDataPage.form.title}
        </h2>
        <Island name="your-data-form" when="interaction">
          <YourDataForm labelledBy="your-data-form-title" />
        </Island>
      </section>
    </div>
  );
}

import { useTexts } from '#client/i18n/language-context.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import styles from './vision-tabs.module.css';

export function VisionPanel() {
  const { vision } = useSiteContent();
  const texts = useTexts();
  return (
    <>
      <h2 className={styles.panelTitle}>{texts.vision.visionTitle}</h2>
      {vision.vision.map((text, index) => (
        <p key={index} className={styles.statement}>
          {text}
        </p>
      ))}
      <ul className={styles.pillars} aria-label={texts.layout.vision.pillars}>
        {vision.pillars.map((pillar, index) => (
          <li key={index} className={styles.pillar}>
            <strong className={styles.pillarTitle}>{pillar.title}</strong>
            <span>{pillar.text}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

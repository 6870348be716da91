import { useTexts } from '#client/i18n/language-context.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { MissionIcon } from './mission-icon.tsx';
import styles from './vision-tabs.module.css';

export function MissionPanel() {
  const { vision, missionAreas } = useSiteContent();
  const texts = useTexts();
  return (
    <>
      <h2 className={styles.panelTitle}>{texts.vision.missionTitle}</h2>
      {vision.mission.map((text, index) => (
        <p key={index} className={styles.statement}>
          {text}
        </p>
      ))}
      <ul className={styles.cards}>
        {missionAreas.map((card, index) => (
          <li key={index} className={styles.card}>
            <article aria-labelledby={`mission-card-${index}`}>
              <MissionIcon index={index} className={styles.cardIcon} />
              <h3 id={`mission-card-${index}`} className={styles.cardTitle}>
                {card.title}
              </h3>
              <p className={styles.cardSummary}>{card.summary}</p>
              <ul className={styles.points}>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

import { mission, missionCards } from '#client/content/mission.ts';
import { MissionIcon } from './mission-icon.tsx';
import styles from './vision-tabs.module.css';

export function MissionPanel() {
  return (
    <>
      <h2 className={styles.panelTitle}>{mission.title}</h2>
      {mission.paragraphs.map((text) => (
        <p key={text} className={styles.statement}>
          {text}
        </p>
      ))}
      <ul className={styles.cards}>
        {missionCards.map((card, index) => (
          <li key={card.title} className={styles.card}>
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

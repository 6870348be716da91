import { vision } from '#client/content/mission.ts';
import styles from './vision-tabs.module.css';

export function VisionPanel() {
  return (
    <>
      <h2 className={styles.panelTitle}>{vision.title}</h2>
      {vision.paragraphs.map((text) => (
        <p key={text} className={styles.statement}>
          {text}
        </p>
      ))}
      <ul className={styles.pillars} aria-label="The four sides of holistic development">
        {vision.pillars.map((pillar) => (
          <li key={pillar.title} className={styles.pillar}>
            <strong className={styles.pillarTitle}>{pillar.title}</strong>
            <span>{pillar.text}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

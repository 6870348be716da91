import { visionPage } from '#client/content/mission.ts';
import { VisionTabs } from './vision-tabs.tsx';
import styles from './vision-and-mission.module.css';

export function VisionAndMission() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{visionPage.title}</h1>
        <p className={styles.lead}>{visionPage.lead}</p>
      </header>
      <VisionTabs />
    </div>
  );
}

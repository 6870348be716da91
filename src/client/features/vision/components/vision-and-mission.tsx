import { visionPage } from '#client/content/mission.ts';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import { VisionTabs } from './vision-tabs.tsx';
import styles from './vision-and-mission.module.css';

export function VisionAndMission() {
  return (
    <div className={styles.page}>
      <PageIntro title={visionPage.title} lead={visionPage.lead} />
      <VisionTabs />
    </div>
  );
}

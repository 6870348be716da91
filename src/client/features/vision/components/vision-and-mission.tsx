import { visionPage } from '#client/texts/mission.ts';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import { VisionTabs } from './vision-tabs.tsx';
import styles from './vision-and-mission.module.css';
import { Island } from '#client/islands/island.tsx';

export function VisionAndMission() {
  return (
    <div className={styles.page}>
      <PageIntro title={visionPage.title} lead={visionPage.lead} />
      <Island name="vision-tabs" when="address">
        <VisionTabs />
      </Island>
    </div>
  );
}

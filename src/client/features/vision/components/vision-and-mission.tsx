import { useTexts } from '#client/i18n/language-context.tsx';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import { VisionTabs } from './vision-tabs.tsx';
import styles from './vision-and-mission.module.css';
import { Island } from '#client/islands/island.tsx';

export function VisionAndMission() {
  const { page } = useTexts().vision;
  return (
    <div className={styles.page}>
      <PageIntro title={page.title} lead={page.lead} />
      <Island name="vision-tabs" when="address">
        <VisionTabs />
      </Island>
    </div>
  );
}

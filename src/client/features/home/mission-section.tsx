import { useSiteContent } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { MissionIcon } from './mission-icon.tsx';
import { SectionHeader } from './section-header.tsx';
import section from './section.module.css';
import styles from './mission-section.module.css';

export function MissionSection() {
  const { missionCards } = useSiteContent();
  const texts = useTexts().layout.home.mission;
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="mission-title">
      <div className={section.inner}>
        <SectionHeader id="mission-title" eyebrow={texts.eyebrow} title={texts.title}>
          {texts.lead}
        </SectionHeader>
        <ul className={styles.grid}>
          {missionCards.map((card, index) => (
            <li key={index} className={styles.card}>
              <span className={styles.icon}>
                <MissionIcon icon={card.icon} />
              </span>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.text}>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { CollaborationPartner } from '#client/texts/team.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { CollaborationCarousel } from './collaboration-carousel.tsx';
import { PartnerLogo } from './partner-logo.tsx';
import styles from './team.module.css';
import { Island } from '#client/islands/island.tsx';

/** One partner's logo stands alone; several turn into an auto-playing carousel. */
export function Collaborations({ partners }: { partners: CollaborationPartner[] }) {
  const texts = useTexts();
  const [only] = partners;
  return (
    <section aria-labelledby="team-collaborations" className={styles.section}>
      <h2 id="team-collaborations" className={styles.sectionTitle}>
        {texts.team.collaborations.title}
      </h2>
      {partners.length === 1 && only ? (
        <PartnerLogo partner={only} className={styles.singleLogo} />
      ) : (
        <Island name="collaboration-carousel" when="visible">
          <CollaborationCarousel partners={partners} />
        </Island>
      )}
    </section>
  );
}

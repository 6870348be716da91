import { Link } from '#client/lib/navigation.tsx';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './workshop-sections.module.css';

/** /workshops: one section per audience, each a list of topics. */
export function WorkshopSections() {
  const { workshops, layout } = useTexts();
  const { intro: workshopsIntro, sections: workshopSections } = workshops;
  return (
    <div className={styles.page}>
      <PageIntro title={workshopsIntro.title} lead={workshopsIntro.lead}>
        <nav aria-label={layout.workshops.audiences}>
          <ul className={styles.jumps}>
            {workshopSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      {workshopSections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={styles.section}
        >
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <p className={styles.sectionLead}>{section.lead}</p>
          <ul className={styles.topics}>
            {section.workshops.map((workshop) => (
              <li key={workshop.title} className={styles.topic}>
                <h3 className={styles.topicTitle}>{workshop.title}</h3>
                <p className={styles.topicText}>{workshop.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className={styles.invite}>
        {workshopsIntro.invite} <Link to="/contact-us">{workshopsIntro.inviteLink}</Link>
      </p>
    </div>
  );
}

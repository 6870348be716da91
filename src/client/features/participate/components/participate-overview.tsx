import { Link } from '#client/lib/navigation.tsx';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './participate-overview.module.css';

/** /participate: workshops, competitions, awareness drives and national days, each with where to go next. */
export function ParticipateOverview() {
  const {
    intro: participateIntro,
    sections: participateSections,
    invite: participateInvite,
  } = useTexts().participate;
  return (
    <div className={styles.page}>
      <PageIntro title={participateIntro.title} lead={participateIntro.lead} />
      <div className={styles.sections}>
        {participateSections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <p>{section.text}</p>
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link to={section.link.to} className={styles.link}>
              {section.link.label}
            </Link>
          </section>
        ))}
      </div>
      <section aria-labelledby="participate-invite" className={styles.invite}>
        <h2 id="participate-invite" className={styles.sectionTitle}>
          {participateInvite.title}
        </h2>
        <p>{participateInvite.text}</p>
        <Link to={participateInvite.link.to} className={styles.button}>
          {participateInvite.link.label}
        </Link>
      </section>
    </div>
  );
}

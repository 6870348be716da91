import type { volunteerRoles } from '#client/texts/volunteer.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { InterestForm } from './interest-form.tsx';
import styles from './volunteer-role.module.css';
import { Island } from '#client/islands/island.tsx';

/** One of the three pages: its role, picture and English title (its words are the page's language's). */
type Role = (typeof volunteerRoles)[keyof typeof volunteerRoles];

/** A Get Involved page: what the volunteer does, the time it takes, who fits, how to start, then the form. */
export function VolunteerRole({ content: english }: { content: Role }) {
  // The role and the picture are the page's; its words are in the page's language.
  const content = { ...useTexts().volunteer[english.role], role: english.role, image: english.image };
  const blocks = [content.tasks, content.time, content.fit];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.lead}>{content.lead}</p>
        </div>
        <img
          className={styles.image}
          src={content.image}
          alt=""
          width={480}
          height={320}
          fetchPriority="high"
        />
      </header>
      <div className={styles.blocks}>
        {blocks.map((block, index) => (
          <section
            key={block.title}
            className={styles.block}
            aria-labelledby={`${content.role}-block-${index}`}
          >
            <h2 id={`${content.role}-block-${index}`} className={styles.blockTitle}>
              {block.title}
            </h2>
            <ul className={styles.list}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className={styles.steps} aria-labelledby={`${content.role}-steps`}>
        <h2 id={`${content.role}-steps`} className={styles.blockTitle}>
          {content.steps.title}
        </h2>
        <ol className={styles.stepList}>
          {content.steps.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>
      <div className={styles.form}>
        {/* The inbox keeps the page in English, as the dashboard reads it. */}
        <Island name="interest-form" when="interaction">
          <InterestForm action={english.title} defaultRoles={[english.role]} headingLevel={2} />
        </Island>
      </div>
    </div>
  );
}

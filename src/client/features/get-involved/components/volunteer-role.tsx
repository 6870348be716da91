import type { VolunteerRole as Role } from '#client/texts/volunteer.ts';
import { InterestForm } from './interest-form.tsx';
import styles from './volunteer-role.module.css';
import { Island } from '#client/islands/island.tsx';

/** A Get Involved page: what the volunteer does, the time it takes, who fits, how to start, then the form. */
export function VolunteerRole({ content }: { content: Role }) {
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
        <Island name="interest-form" when="interaction">
          <InterestForm action={content.title} defaultRoles={[content.role]} headingLevel={2} />
        </Island>
      </div>
    </div>
  );
}

import { useId } from 'react';
import type { FirstRunChecklist as Checklist } from '#shared/api/overview';
import { useStaffSession } from '#client/features/dashboard/staff-session.ts';
import { checklistOf, type ChecklistItem } from '../overview-cards.ts';
import { overviewTexts } from '../overview-texts.ts';
import { PanelButton } from './panel-button.tsx';
import styles from './overview.module.css';

const say = overviewTexts.checklist;

function Item({ item }: { item: ChecklistItem }) {
  const titleId = useId();
  return (
    <li className={`${styles.item} ${item.done ? styles.itemDone : ''}`}>
      <span className={styles.tick} aria-hidden="true">
        {item.done ? '✓' : ''}
      </span>
      <div className={styles.itemBody}>
        <p id={titleId} className={styles.itemTitle}>
          <span className="visually-hidden">{item.done ? say.done : say.toDo} </span>
          {item.title}
        </p>
        {!item.done && (
          <>
            <p className={styles.itemWhat}>{item.what}</p>
            {item.links.length === 1 ? (
              <PanelButton link={item.links[0]!} describedBy={titleId} />
            ) : (
              <ul className={styles.places}>
                {item.links.map((link) => (
                  <li key={link.label}>
                    <PanelButton link={link} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** What a new site still needs, ticked from the server's data; gone once everything is done. */
export function FirstRunChecklist({ checklist }: { checklist: Checklist }) {
  const headingId = useId();
  const items = checklistOf(checklist, useStaffSession().permissions);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <section className={styles.checklist} aria-labelledby={headingId}>
      <div className={styles.checklistHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {say.title}
        </h3>
        <p className={styles.progress}>{say.progress(done, items.length)}</p>
      </div>
      <ol className={styles.items}>
        {items.map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

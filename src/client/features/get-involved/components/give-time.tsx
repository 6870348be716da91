import { Link } from '#client/lib/navigation.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './get-involved.module.css';

/** The other way to help: time instead of money, with the mentor group size the spec asks to state. */
export function GiveTime() {
  const { giveTime } = useTexts().getInvolved;
  return (
    <section aria-labelledby="give-time" className={styles.giveTime}>
      <h2 id="give-time" className={styles.giveTimeTitle}>
        {giveTime.title}
      </h2>
      <p>{giveTime.text}</p>
      <ul className={styles.giveTimeLinks}>
        {giveTime.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

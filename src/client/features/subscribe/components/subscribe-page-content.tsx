import { SubscribeBox } from './subscribe-box.tsx';
import styles from './subscribe-page-content.module.css';
import { Island } from '#client/islands/island.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';

export function SubscribePageContent() {
  // The audiences offered travel as the island's props, so the box needs no content of its own.
  const { audiences } = useSiteContent();
  return (
    <div className={styles.page}>
      <Island name="subscribe-box" when="interaction">
        <SubscribeBox audiences={audiences} />
      </Island>
    </div>
  );
}

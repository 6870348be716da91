import { SubscribeBox } from './subscribe-box.tsx';
import styles from './subscribe-page-content.module.css';
import { Island } from '#client/islands/island.tsx';

export function SubscribePageContent() {
  return (
    <div className={styles.page}>
      <Island name="subscribe-box" when="interaction">
        <SubscribeBox />
      </Island>
    </div>
  );
}

import { SubscribeBox } from './subscribe-box.tsx';
import styles from './subscribe-page-content.module.css';

export function SubscribePageContent() {
  return (
    <div className={styles.page}>
      <SubscribeBox />
    </div>
  );
}

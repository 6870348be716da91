import { messages } from '#shared/messages';
import { NotificationCard } from './notification-card.tsx';
import { useLatestNotifications } from './use-latest-notifications.ts';
import styles from './latest-notifications.module.css';

/** Home page section: the four newest notifications, in two rows of two. */
export function LatestNotifications() {
  const state = useLatestNotifications();
  return (
    <section id="notifications" className={styles.section} aria-labelledby="notifications-title">
      <div className={styles.inner}>
        <h2 id="notifications-title" className={styles.title}>
          Latest Notifications
        </h2>
        {state.status === 'loading' && (
          <p role="status" className={styles.message}>
            {messages.notifications.loading}
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className={`${styles.message} ${styles.error}`}>
            {state.message}
          </p>
        )}
        {state.status === 'loaded' && state.items.length === 0 && (
          <p role="status" className={styles.message}>
            {messages.notifications.empty}
          </p>
        )}
        {state.status === 'loaded' && state.items.length > 0 && (
          <ul className={styles.grid}>
            {state.items.map((notification) => (
              <li key={notification.id}>
                <NotificationCard notification={notification} now={state.now} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

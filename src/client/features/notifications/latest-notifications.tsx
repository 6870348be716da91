import { useTexts } from '#client/i18n/language-context.tsx';
import { useRenderedNotifications } from '#client/lib/site-content.tsx';
import { NotificationCard } from './notification-card.tsx';
import { useLatestNotifications } from './use-latest-notifications.ts';
import styles from './latest-notifications.module.css';

/**
 * Home page section: the four newest notifications, in two rows of two. The server draws them into the
 * page (readers without JavaScript see them); the island refreshes them from the API.
 */
export function LatestNotifications() {
  const texts = useTexts();
  const state = useLatestNotifications(useRenderedNotifications());
  return (
    <section id="notifications" className={styles.section} aria-labelledby="notifications-title">
      <div className={styles.inner}>
        <h2 id="notifications-title" className={styles.title}>
          {texts.layout.home.notifications.title}
        </h2>
        {state.status === 'loading' && (
          <p role="status" className={styles.message}>
            {texts.messages.notifications.loading}
          </p>
        )}
        {state.status === 'error' && (
          <p role="alert" className={`${styles.message} ${styles.error}`}>
            {state.message ?? texts.messages.notifications.fetchFailed}
          </p>
        )}
        {state.status === 'loaded' && state.items.length === 0 && (
          <p role="status" className={styles.message}>
            {texts.messages.notifications.empty}
          </p>
        )}
        {state.status !== 'loading' && state.items.length > 0 && (
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

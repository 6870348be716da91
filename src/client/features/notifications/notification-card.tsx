import type { Notification } from '#shared/api/notifications';
import { dateLocale, daysAgo, formatDaysAgo, formatLocalDate, parseDate } from '#client/lib/dates.ts';
import { useLanguage } from '#client/i18n/language-context.tsx';
import { displayDateOf } from './latest.ts';
import { NotificationDescription } from './notification-description.tsx';
import styles from './latest-notifications.module.css';

interface NotificationCardProps {
  notification: Notification;
  now: Date;
}

export function NotificationCard({ notification, now }: NotificationCardProps) {
  const { language, texts } = useLanguage();
  const words = texts.messages.notifications;
  const shownDate = displayDateOf(notification);
  const parsed = parseDate(shownDate);
  const days = daysAgo(shownDate, now);
  const titleId = `notification-${notification.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {notification.title}
      </h3>
      <p className={styles.meta}>
        {parsed.kind === 'valid' ? (
          <time dateTime={parsed.date.toISOString()}>{formatLocalDate(shownDate, dateLocale(language))}</time>
        ) : (
          <span>{parsed.kind === 'missing' ? words.noDate : words.invalidDate}</span>
        )}
        {days !== null && <span className={styles.days}>{formatDaysAgo(days, language)}</span>}
      </p>
      <NotificationDescription
        text={notification.description}
        className={styles.body}
        listClassName={styles.bullets}
      />
    </article>
  );
}

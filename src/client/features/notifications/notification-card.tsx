import type { Notification } from '#shared/api/notifications';
import { INDIA_TIME_ZONE } from '#shared/india-time';
import type { Language } from '#shared/i18n/languages';
import { dateLocale, daysAgo, formatDaysAgo, formatLocalDate, parseDate } from '#client/lib/dates.ts';
import { useLanguage } from '#client/i18n/language-context.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { displayDateOf } from './latest.ts';
import { NotificationDescription } from './notification-description.tsx';
import styles from './latest-notifications.module.css';

interface NotificationCardProps {
  notification: Notification;
  now: Date;
}

/**
 * How the date is written: in the page's HTML (and while the browser hydrates it) the organisation's own,
 * Indian English or the page's language in India's time, the same wherever it is drawn; then the visitor's.
 */
const dateStyle = (language: Language, hydrated: boolean): [string | undefined, string | undefined] =>
  hydrated ? [dateLocale(language), undefined] : [dateLocale(language) ?? 'en-IN', INDIA_TIME_ZONE];

export function NotificationCard({ notification, now }: NotificationCardProps) {
  const { language, texts } = useLanguage();
  const hydrated = useHydrated();
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
          // An engine whose calendar data words a date differently from the server's keeps the page's words
          // while hydrating; they give way to the visitor's own at once.
          <time dateTime={parsed.date.toISOString()} suppressHydrationWarning>
            {formatLocalDate(shownDate, ...dateStyle(language, hydrated))}
          </time>
        ) : (
          <span>{parsed.kind === 'missing' ? words.noDate : words.invalidDate}</span>
        )}
        {days !== null && (
          <span className={styles.days} suppressHydrationWarning>
            {formatDaysAgo(days, language)}
          </span>
        )}
      </p>
      <NotificationDescription
        text={notification.description}
        className={styles.body}
        listClassName={styles.bullets}
      />
    </article>
  );
}

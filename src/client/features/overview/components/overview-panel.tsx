import { formatIndiaTime } from '#client/lib/india-time.ts';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useOverview } from '../api/get-overview.ts';
import { overviewTexts as say } from '../overview-texts.ts';
import { OverviewCard } from './overview-card.tsx';
import styles from './overview.module.css';

/** The dashboard's first screen: how things stand, each card leading to its panel. */
export function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (overview.isError) return <LoadError message={say.loadFailed} onRetry={() => void overview.refetch()} />;
  const { subscribers, inbox, lastCampaign, media, pages } = overview.data;
  return (
    <div className={styles.overview}>
      <p className={styles.intro}>{say.intro}</p>
      <div className={styles.cards}>
        <OverviewCard
          title={say.subscribers}
          panel="list-subscribers"
          figures={[
            { value: subscribers.active, label: say.activeSubscribers },
            { value: subscribers.newLast30Days, label: say.newSubscribers },
          ]}
        />
        <OverviewCard
          title={say.inbox}
          panel="contact-messages"
          figures={[{ value: inbox.unread, label: say.unread(inbox.unread) }]}
        />
        <OverviewCard
          title={say.lastMail}
          panel="send-mail"
          figures={
            lastCampaign
              ? [
                  { value: lastCampaign.sent, label: say.sent },
                  { value: lastCampaign.failed, label: say.failed },
                  { value: lastCampaign.waiting, label: say.queued },
                ]
              : []
          }
        >
          {lastCampaign ? (
            <p className={styles.detail}>
              “{lastCampaign.subject}”,{' '}
              <time dateTime={lastCampaign.created_at}>{formatIndiaTime(lastCampaign.created_at)}</time>
            </p>
          ) : (
            <p className={styles.detail}>{say.noMail}</p>
          )}
        </OverviewCard>
        <OverviewCard
          title={say.media}
          panel="list-media"
          figures={[{ value: media.total, label: say.mediaItems(media.total) }]}
        />
        <OverviewCard
          title={say.pages}
          panel="pages"
          figures={[
            { value: pages.published, label: say.published },
            { value: pages.drafts, label: say.drafts(pages.drafts) },
            { value: pages.scheduled, label: say.scheduled },
          ]}
        />
      </div>
    </div>
  );
}

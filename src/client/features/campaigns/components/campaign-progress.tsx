import type { Campaign } from '#shared/api/mail';
import { progressText } from './campaign-texts.ts';
import styles from './campaign-history.module.css';

const percent = (part: number, total: number) => (total > 0 ? (part / total) * 100 : 0);

/** One bar: sent (green) then failed (red) over the waiting track; its value is what has been handled. */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const text = progressText(campaign);
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={`Progress of “${campaign.subject}”`}
        aria-valuemin={0}
        aria-valuemax={campaign.total}
        aria-valuenow={campaign.sent + campaign.failed}
        aria-valuetext={text}
        className={styles.track}
      >
        <span className={styles.sentBar} style={{ width: `${percent(campaign.sent, campaign.total)}%` }} />
        <span
          className={styles.failedBar}
          style={{ width: `${percent(campaign.failed, campaign.total)}%` }}
        />
      </div>
      <p className={styles.counts} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}

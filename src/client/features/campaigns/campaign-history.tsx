import { useId } from 'react';
import { useCampaigns } from './api/get-campaigns.ts';
import { CampaignCard } from './components/campaign-card.tsx';
import { campaignTexts } from './components/campaign-texts.ts';
import styles from './components/campaign-history.module.css';

/**
 * Progress and history of mail campaigns, shown in the Send Mail panel: newest first, refreshed every two
 * seconds while one is still being sent.
 */
export function CampaignHistory() {
  const headingId = useId();
  const campaigns = useCampaigns();
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {campaignTexts.heading}
      </h3>
      {campaigns.isPending ? (
        <p role="status" className={styles.muted}>
          {campaignTexts.loading}
        </p>
      ) : campaigns.isError ? (
        <div className={styles.loadError}>
          <p role="alert" className={styles.error}>
            {campaignTexts.loadFailed}
          </p>
          <button type="button" className={styles.retry} onClick={() => void campaigns.refetch()}>
            Try again
          </button>
        </div>
      ) : campaigns.data.length === 0 ? (
        <p className={styles.empty}>{campaignTexts.empty}</p>
      ) : (
        <ol className={styles.list}>
          {campaigns.data.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

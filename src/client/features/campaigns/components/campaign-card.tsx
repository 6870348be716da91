import { useId } from 'react';
import type { Campaign } from '#shared/api/mail';
import { languageNames } from '#shared/i18n/languages';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { isActive } from '../api/get-campaigns.ts';
import { useResumeCampaign } from '../api/resume-campaign.ts';
import { CampaignProgress } from './campaign-progress.tsx';
import { campaignTexts, formatSentAt, audienceText, statusLabels } from './campaign-texts.ts';
import { FailedRecipients } from './failed-recipients.tsx';
import { ScheduledActions } from './scheduled-actions.tsx';
import styles from './campaign-history.module.css';

/** One campaign: subject, status, audience and date, its progress, why it paused, and who did not get it. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const titleId = useId();
  const resume = useResumeCampaign();
  const paused = campaign.status === 'paused';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h4 id={titleId} className={styles.subject}>
          {campaign.subject}
        </h4>
        <span className={styles.status} data-status={campaign.status}>
          {statusLabels[campaign.status]}
        </span>
      </div>
      <p className={styles.muted}>
        {audienceText(campaign)} ·{' '}
        <time dateTime={campaign.created_at}>{formatSentAt(campaign.created_at)}</time>
        {campaign.languages?.length ? (
          // Written in other languages too: each subscriber got theirs, the others English.
          <>
            {' '}
            · {campaignTexts.writtenIn}{' '}
            {['en' as const, ...campaign.languages].map((language, index) => (
              <span key={language}>
                {index > 0 ? ', ' : ''}
                <span lang={language}>{languageNames[language]}</span>
              </span>
            ))}
          </>
        ) : null}
      </p>
      {campaign.status === 'scheduled' ? (
        <ScheduledActions campaign={campaign} />
      ) : campaign.status === 'cancelled' ? null : (
        <CampaignProgress campaign={campaign} />
      )}
      {paused ? (
        <div className={styles.paused}>
          {campaign.pause_reason ? <p className={styles.pauseReason}>{campaign.pause_reason}</p> : null}
          <Button
            variant="primary"
            size="sm"
            disabled={resume.isPending}
            onClick={() => resume.mutate(campaign.id)}
          >
            {resume.isPending ? campaignTexts.resuming : campaignTexts.resume}
          </Button>
          {resume.isError ? (
            <p role="alert" className={styles.error}>
              {campaignTexts.resumeFailedPrefix}
              {resume.error instanceof ApiError ? resume.error.message : 'The server could not be reached.'}
            </p>
          ) : null}
        </div>
      ) : null}
      {campaign.failed > 0 ? (
        <FailedRecipients
          campaignId={campaign.id}
          subject={campaign.subject}
          failed={campaign.failed}
          active={isActive(campaign)}
        />
      ) : null}
    </article>
  );
}

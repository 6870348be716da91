import type { Campaign } from '#shared/api/mail';
import { Button } from '#client/components/ui/button.tsx';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { useCancelCampaign, useSendCampaignNow } from '../api/scheduled-campaign.ts';
import { campaignTexts as say } from './campaign-texts.ts';
import styles from './campaign-history.module.css';

/** When a scheduled mail goes, and its way out before it starts: cancel it, or send it now; each asks first. */
export function ScheduledActions({ campaign }: { campaign: Campaign }) {
  const confirm = useConfirm();
  const cancel = useCancelCampaign();
  const sendNow = useSendCampaignNow();
  const busy = cancel.isPending || sendNow.isPending;
  const failure = cancel.error ?? sendNow.error;

  async function ask(question: string, change: typeof cancel | typeof sendNow) {
    if (busy || !(await confirm({ message: question }))) return;
    change.mutate(campaign.id);
  }

  return (
    <div className={styles.scheduled}>
      {campaign.send_at ? (
        <p className={styles.scheduledAt}>
          <time dateTime={campaign.send_at}>{say.scheduledFor(campaign.send_at)}</time>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="sm"
          disabled={busy}
          onClick={() => void ask(say.confirmSendScheduledNow(campaign.subject), sendNow)}
        >
          {say.sendScheduledNow}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => void ask(say.confirmCancelScheduled(campaign.subject), cancel)}
        >
          {say.cancelScheduled}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {say.scheduledChangeFailedPrefix}
          {errorMessage(failure, 'The server could not be reached.')}
        </p>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import {
  donationModeLabels,
  donationModes,
  donationStatuses,
  sponsorActions,
  type Donation,
  type DonationChange,
} from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { EmptyMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { actionLabel } from '../action-labels.ts';
import { useDonationChanges } from '../api/get-changes.ts';
import { shortDate, shortDateTime } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.history;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((known) => known === value);

/** A value of the history as people read it: rupees, dates, the names of modes and actions. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return say.none;
  const mode = oneOf(donationModes, value);
  const status = oneOf(donationStatuses, value);
  const action = oneOf(sponsorActions, value);
  if (field === 'amount' && typeof value === 'number') return formatRupees(value);
  if (field === 'receivedOn' && typeof value === 'string') return shortDate(value);
  if (field === 'mode' && mode) return donationModeLabels[mode];
  if (field === 'status' && status) return givingAdminTexts.statusLabels[status];
  if (field === 'action' && action) return actionLabel(action);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields whose value differs between before and after, in the order people read a donation, with
 * both values in words. A change without both (a donation recorded, a receipt cancelled) has none.
 */
export function changedFields(change: DonationChange): string[] {
  const { before, after } = change;
  if (!before || !after) return [];
  const known = Object.keys(say.fields);
  const rank = (field: string) => (known.includes(field) ? known.indexOf(field) : known.length);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(
    (a, b) => rank(a) - rank(b),
  );
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) =>
      say.changed(say.fields[field] ?? field, shown(field, before[field]), shown(field, after[field])),
    );
}

interface HistoryDialogProps {
  donation: Donation;
  onClose: () => void;
}

/** Who changed what of a donation and when, oldest first, with only the fields that changed. */
export function HistoryDialog({ donation, onClose }: HistoryDialogProps) {
  const titleId = useId();
  const changes = useDonationChanges(donation.id);
  return (
    <Dialog open onClose={onClose} labelledBy={titleId}>
      <h3 id={titleId} className={styles.dialogTitle}>
        {say.title(donation.reference)}
      </h3>
      {changes.isPending ? (
        <LoadingMessage>{say.loading}</LoadingMessage>
      ) : changes.isError ? (
        <LoadError message={say.failed} onRetry={() => void changes.refetch()} />
      ) : changes.data.length === 0 ? (
        <EmptyMessage>{say.empty}</EmptyMessage>
      ) : (
        <ol className={styles.history}>
          {changes.data.map((change, index) => {
            const fields = changedFields(change);
            return (
              <li key={index} className={styles.historyEntry}>
                <p className={styles.historyAction}>{say.actions[change.action] ?? change.action}</p>
                <p className={styles.muted}>{say.by(shortDateTime(change.at), change.by)}</p>
                {change.reason && <p>{say.reason(change.reason)}</p>}
                {fields.length > 0 && (
                  <ul className={styles.historyFields} aria-label={say.changesLabel}>
                    {fields.map((field) => (
                      <li key={field}>{field}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className={`${forms.actions} ${styles.dialogActions}`}>
        <button type="button" className={forms.secondary} onClick={onClose}>
          {say.close}
        </button>
      </div>
    </Dialog>
  );
}

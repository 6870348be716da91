import { useId, useState } from 'react';
import type { DataRequest } from '#shared/api/data-requests';
import { dayInIndia, formatIndiaDate, formatIndiaTime } from '#shared/india-time';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useEraseDataRequest, useMarkDataRequestDone } from './api/answer-data-request.ts';
import { useDataRequests } from './api/get-data-requests.ts';
import { dataRequestsTexts as say } from './data-requests-texts.ts';
import styles from './data-requests.module.css';

const DAY_MS = 86_400_000;

/** Days from today to the deadline's day, in India; negative once it has passed. */
export const daysLeft = (dueAt: string, now: Date) =>
  Math.round((Date.parse(dayInIndia(new Date(dueAt))) - Date.parse(dayInIndia(now))) / DAY_MS);

/**
 * The Data requests panel (Inbox group, permission 'people'): the confirmed requests with their legal
 * deadline, the open ones first (overdue on top). A correction is marked done once made where the data
 * lives; an erasure asks first, saying what goes and what the law keeps.
 */
export function DataRequestsPanel() {
  const requests = useDataRequests();
  const done = useMarkDataRequestDone();
  const erase = useEraseDataRequest();
  const confirm = useConfirm();
  const popup = useSuccessPopup();
  const [error, setError] = useState('');
  const busy = done.isPending || erase.isPending;

  if (requests.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (requests.isError) return <LoadError message={say.loadFailed} onRetry={() => void requests.refetch()} />;

  const callbacks = {
    onSuccess: (answer: { message: string }) => popup(answer.message),
    onError: (failure: unknown) => setError(errorMessage(failure, say.changeFailed)),
  };
  async function markDone(request: DataRequest, note: string) {
    setError('');
    const question = request.kind === 'see' ? say.confirmExport : say.confirmCorrected;
    if (!(await confirm({ message: question }))) return;
    done.mutate({ id: request.id, note }, callbacks);
  }
  async function eraseNow(request: DataRequest) {
    setError('');
    const question = {
      message: say.confirmErase(request.email),
      details: say.eraseDetails(request.found),
      confirmLabel: 'Delete' as const,
    };
    if (!(await confirm(question))) return;
    erase.mutate({ id: request.id }, callbacks);
  }

  const now = new Date();
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.intro}</p>
      <div aria-live="polite">{error && <ErrorMessage>{error}</ErrorMessage>}</div>
      {requests.data.length === 0 ? (
        <EmptyMessage>{say.empty}</EmptyMessage>
      ) : (
        <DataTable caption={say.caption} columns={[...say.columns]}>
          {requests.data.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              now={now}
              busy={busy}
              onDone={(note) => void markDone(request, note)}
              onErase={() => void eraseNow(request)}
            />
          ))}
        </DataTable>
      )}
    </div>
  );
}

interface RequestRowProps {
  request: DataRequest;
  now: Date;
  busy: boolean;
  onDone: (note: string) => void;
  onErase: () => void;
}

function RequestRow({ request, now, busy, onDone, onErase }: RequestRowProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const columns = say.columns;
  // The requests of an erased address keep it masked: nothing can be sent to it any more.
  const erased = request.email.includes('•');
  const open = request.status === 'open';
  const days = daysLeft(request.dueAt, now);
  return (
    <DataRow highlight={open && days < 0}>
      <DataCell label={columns[0]}>
        <strong>{say.kind[request.kind]}</strong>
        {request.kind === 'correct' && request.details && (
          <p className={styles.details}>
            {say.whatIsWrong} {request.details}
          </p>
        )}
      </DataCell>
      <DataCell label={columns[1]}>{request.email}</DataCell>
      <DataCell label={columns[2]}>{formatIndiaDate(request.verifiedAt)}</DataCell>
      <DataCell label={columns[3]}>
        {open ? (
          <>
            {formatIndiaDate(request.dueAt)}
            <span className={days < 0 ? styles.overdue : styles.left}>{say.daysLeft(days)}</span>
          </>
        ) : (
          say.answered(formatIndiaDate(request.doneAt ?? request.dueAt), request.doneBy)
        )}
      </DataCell>
      <DataCell label={columns[4]}>
        <div className={styles.actions}>
          {request.kind === 'see' && !erased && (
            <>
              {request.exportMadeAt && (
                <p className={styles.details}>
                  {say.exportMade(
                    formatIndiaTime(request.exportMadeAt),
                    request.exportDownloadedAt && formatIndiaTime(request.exportDownloadedAt),
                  )}
                </p>
              )}
              <button type="button" className={forms.secondary} disabled={busy} onClick={() => onDone('')}>
                {say.sendExport}
              </button>
            </>
          )}
          {request.kind === 'correct' && open && (
            <>
              <label htmlFor={`${id}-note`} className={styles.noteLabel}>
                {say.note}
              </label>
              <textarea
                id={`${id}-note`}
                className={forms.control}
                rows={2}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <button type="button" className={forms.primary} disabled={busy} onClick={() => onDone(note)}>
                {say.markCorrected}
              </button>
            </>
          )}
          {request.kind === 'erase' && open && (
            <>
              {request.found.length === 0 && <p className={styles.details}>{say.nothingFound}</p>}
              <button type="button" className={forms.danger} disabled={busy} onClick={onErase}>
                {say.erase}
              </button>
            </>
          )}
        </div>
      </DataCell>
    </DataRow>
  );
}

import { useState } from 'react';
import type { Certificate } from '#shared/api/giving-certificates';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useCertificateYear } from '../api/certificate-year.ts';
import { useMailCertificates } from '../api/mail-certificates.ts';
import {
  useHandOverCertificate,
  useRemoveCertificate,
  useUndoHandOverCertificate,
  useUnmatchCertificate,
} from '../api/match-certificate.ts';
import { recentFinancialYears, shortDate, statementYear } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { CertificateTable, type CertificateAction } from './certificate-table.tsx';
import { CertificateUploadForm } from './certificate-upload-form.tsx';
import { MatchCertificateDialog } from './match-certificate-dialog.tsx';
import { SelectField, plainOptions } from './select-field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.certificates;

/** The certificates the Mail button sends: matched ones not yet delivered to a donor with an address. */
const toMail = (certificates: Certificate[]) =>
  certificates.filter((certificate) => certificate.status === 'matched' || certificate.status === 'failed');

/**
 * Form 10BE: the year's certificates uploaded, matched to their donors (by hand where the rule found no
 * one), mailed once the administrator confirms, and how many donors still wait for theirs before 31 May.
 */
export function CertificatesPanel() {
  const [year, setYear] = useState(statementYear);
  const answer = useCertificateYear(year);
  const mail = useMailCertificates();
  const unmatch = useUnmatchCertificate();
  const handOver = useHandOverCertificate();
  const undoHandOver = useUndoHandOverCertificate();
  const remove = useRemoveCertificate();
  const changes = [unmatch, handOver, undoHandOver, remove];
  const busyId = changes.find((change) => change.isPending)?.variables ?? null;
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [outcome, setOutcome] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [matching, setMatching] = useState<Certificate | null>(null);

  function said(message: string) {
    setFailure(null);
    setOutcome(message);
    showSuccess(message);
  }

  async function mailAll(count: number) {
    if (!(await confirm({ message: say.confirmMail(count) }))) return;
    mail.mutate(year, {
      onSuccess: ({ queued }) => said(say.mailQueued(queued)),
      onError: (error) => setFailure(errorMessage(error, say.mailFailed)),
    });
  }

  async function act({ kind, certificate }: CertificateAction) {
    if (kind === 'match') return setMatching(certificate);
    if (kind === 'remove') {
      const message = say.confirmRemove(certificate.fileName);
      if (!(await confirm({ message, confirmLabel: 'Delete' }))) return;
    }
    const { change, done } = {
      undo: { change: unmatch, done: say.undone },
      'hand-over': { change: handOver, done: say.handedOver },
      'undo-hand-over': { change: undoHandOver, done: say.handOverUndone },
      remove: { change: remove, done: say.removed },
    }[kind];
    change.mutate(certificate.id, {
      onSuccess: () => said(done),
      onError: (error) => setFailure(errorMessage(error, say.actionFailed)),
    });
  }

  const data = answer.data;
  const mailable = data ? toMail(data.certificates).length : 0;
  return (
    <div className={styles.panel}>
      <p className={styles.sectionText}>{say.intro}</p>
      <div className={styles.exportRow}>
        <SelectField
          label={say.year}
          value={year}
          options={plainOptions(recentFinancialYears())}
          onChange={(next) => {
            setYear(next);
            setOutcome('');
          }}
        />
      </div>
      {answer.isPending ? (
        <LoadingMessage>{say.loading}</LoadingMessage>
      ) : answer.isError && !data ? (
        <LoadError message={say.loadFailed} onRetry={() => void answer.refetch()} />
      ) : data ? (
        <>
          <p className={styles.sectionText}>
            {data.statementFiledOn
              ? say.filed(data.year, shortDate(data.statementFiledOn))
              : say.notFiled(data.year)}
          </p>
          <p role="status" className={styles.sectionText}>
            {say.counts(
              data.counts.uploaded,
              data.counts.matched,
              data.counts.mailed,
              data.counts.handedOver,
              data.counts.notDelivered,
            )}
          </p>
          <p className={data.donorsWithout > 0 ? styles.warning : styles.sectionText}>
            {data.donors.length === 0
              ? say.noDonors(data.year)
              : say.donorsWithout(data.donorsWithout, shortDate(data.deadline))}
          </p>
          <CertificateUploadForm
            year={data.year}
            onUploaded={(upload) =>
              said(say.uploaded(upload.added, upload.matched, upload.unmatched, upload.alreadyUploaded))
            }
          />
          <div className={styles.toolbar}>
            <p role="status" className={styles.outcome}>
              {outcome}
            </p>
            <button
              type="button"
              className={forms.primary}
              disabled={mailable === 0 || mail.isPending}
              onClick={() => void mailAll(mailable)}
            >
              {say.mail(mailable)}
            </button>
          </div>
          {failure && <ErrorMessage>{failure}</ErrorMessage>}
          {data.certificates.length === 0 ? (
            <EmptyMessage>{say.empty}</EmptyMessage>
          ) : (
            <CertificateTable
              certificates={data.certificates}
              onAction={(action) => void act(action)}
              busyId={busyId}
            />
          )}
          {matching && (
            <MatchCertificateDialog
              certificate={matching}
              donors={data.donors}
              onClose={() => setMatching(null)}
              onDone={() => {
                setMatching(null);
                said(say.matched);
              }}
            />
          )}
        </>
      ) : null}
    </div>
  );
}

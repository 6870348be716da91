import { useId, useState } from 'react';
import { reissueSchema, type Donation } from '#shared/api/giving';
import { useReissueReceipt } from '../api/reissue-receipt.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { CorrectionFields } from './correction-fields.tsx';
import { FormDialog } from './form-dialog.tsx';
import { GuardReasonFields } from './receipt-preview.tsx';
import { TextAreaField } from '#client/admin/field.tsx';
import { sendableCorrection, useCorrectionForm } from './use-correction-form.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.reissue;

interface ReissueDialogProps {
  receipt: { id: number; number: string };
  donation: Donation;
  onClose: () => void;
  onDone: (donation: Donation) => void;
}

/**
 * Cancels a document in use and issues its replacement, which names it: the reason is required, and the
 * donation may be corrected in the same step (its fields open prefilled).
 */
export function ReissueDialog({ receipt, donation, onClose, onDone }: ReissueDialogProps) {
  const reissue = useReissueReceipt();
  const form = useCorrectionForm(donation);
  const [reason, setReason] = useState('');
  const [correcting, setCorrecting] = useState(false);
  const toggleId = useId();

  function submit() {
    // The contract asks the correction for its own reason too: it is the same one.
    const body = { reason, ...(correcting ? { correction: form.body(reason) } : {}) };
    const parsed = reissueSchema.safeParse(body);
    const checks = { reason, reasonRequired: say.reasonRequired, prefix: 'correction.', correcting };
    if (!form.check(parsed, checks) || !parsed.success) return;
    const { correction } = parsed.data;
    reissue.mutate(
      {
        id: receipt.id,
        reason: parsed.data.reason,
        ...(correction ? { correction: sendableCorrection(correction) } : {}),
      },
      { onSuccess: onDone, onError: (error) => form.fail(error, say.failed) },
    );
  }

  return (
    <FormDialog
      title={say.title(receipt.number)}
      intro={say.explain(receipt.number, donation.donorEmail !== '')}
      submitLabel={say.confirm}
      cancelLabel={say.keep}
      pending={reissue.isPending}
      pendingLabel={givingAdminTexts.received.saving}
      error={form.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        label={say.reason}
        required
        value={reason}
        error={form.errors.reason}
        onChange={setReason}
      />
      <div className={styles.toggle}>
        <input
          id={toggleId}
          type="checkbox"
          checked={correcting}
          onChange={(event) => setCorrecting(event.target.checked)}
        />
        <label htmlFor={toggleId}>{say.correctToggle}</label>
      </div>
      {correcting && (
        <>
          <CorrectionFields
            donation={donation}
            value={form.draft}
            onChange={form.setDraft}
            errors={form.errors}
          />
          <GuardReasonFields
            guards={form.guards}
            value={form.overrides}
            onChange={form.setOverrides}
            errors={form.errors}
          />
        </>
      )}
    </FormDialog>
  );
}

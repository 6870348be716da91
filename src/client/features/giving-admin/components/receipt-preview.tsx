import type { PreviewState } from '../api/preview-receipt.ts';
import type { FieldErrors } from '#client/admin/field-errors.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import type { Guard, OverrideDraft } from '../guards.ts';
import { TextAreaField } from '#client/admin/field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.preview;

/**
 * What the action will issue, in the server's own sentence, said before the button: with the donor's cash
 * in the year when it nears the limit, and the server's refusal when it would refuse as things stand. A
 * polite live region, so the sentence is read once the administrator stops typing.
 */
export function ReceiptPreviewNotice({ preview }: { preview: PreviewState }) {
  const ready = preview.state === 'ready' ? preview.preview : null;
  return (
    <div role="status" className={styles.preview}>
      <p className={styles.previewSentence}>
        {ready
          ? ready.sentence
          : preview.state === 'incomplete'
            ? say.incomplete
            : preview.state === 'failed'
              ? say.failed
              : say.checking}
      </p>
      {ready?.cashWarning && <p className={styles.note}>{ready.cashWarning}</p>}
      {ready?.refusal && <p className={styles.refusal}>{ready.refusal}</p>}
    </div>
  );
}

interface GuardReasonFieldsProps {
  guards: readonly Guard[];
  value: OverrideDraft;
  onChange: (value: OverrideDraft) => void;
  errors: FieldErrors;
}

/**
 * A reason field for each guard the server would refuse on (section 269ST cash, a reference already on
 * another donation): with it an administrator accepts the gift as it is, and the reason is kept. The
 * button stays enabled; the server decides.
 */
export function GuardReasonFields({ guards, value, onChange, errors }: GuardReasonFieldsProps) {
  return (
    <>
      {guards.includes('cash') && (
        <TextAreaField
          label={say.cashReason}
          hint={say.cashReasonHint}
          required
          value={value.cashOverrideReason}
          error={errors.cashOverrideReason}
          onChange={(cashOverrideReason) => onChange({ ...value, cashOverrideReason })}
        />
      )}
      {guards.includes('reference') && (
        <TextAreaField
          label={say.duplicateReason}
          hint={say.duplicateReasonHint}
          required
          value={value.duplicateReferenceReason}
          error={errors.duplicateReferenceReason}
          onChange={(duplicateReferenceReason) => onChange({ ...value, duplicateReferenceReason })}
        />
      )}
    </>
  );
}

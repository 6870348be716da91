import type { PledgeField, PledgeFormValues } from '#shared/api/pledge-checks';
import { useTexts } from '#client/i18n/language-context.tsx';
import { FormField } from './form-field.tsx';
import styles from './giving.module.css';

/** Ten letters and digits, as on the card: capitals on phone keyboards, no spelling help. */
const panInput = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 10,
} as const;

interface ReceiptFieldsProps {
  id: string;
  values: Pick<PledgeFormValues, 'wantsReceipt' | 'pan'>;
  onWantsReceipt: (wanted: boolean) => void;
  onPan: (pan: string) => void;
  problems: Partial<Record<PledgeField, string>>;
}

/** The optional 80G part: the PAN, which the receipt and Form 10BD need with the postal address above. */
export function ReceiptFields({ id, values, onWantsReceipt, onPan, problems }: ReceiptFieldsProps) {
  const texts = useTexts().giving.fields;
  return (
    <div className={styles.receipt}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.wantsReceipt}
          aria-describedby={`${id}-about`}
          onChange={(event) => onWantsReceipt(event.target.checked)}
        />
        {texts.wantsReceipt}
      </label>
      <p id={`${id}-about`} className={styles.hint}>
        {texts.receiptHint}
      </p>
      {values.wantsReceipt && (
        <div className={styles.receiptFields}>
          <FormField
            id={`${id}-pan`}
            label={texts.pan}
            hint={texts.panHint}
            {...panInput}
            value={values.pan}
            onValue={onPan}
            error={problems.pan}
          />
        </div>
      )}
    </div>
  );
}

import { givingLimits } from '#shared/api/giving-fields';
import type { PledgeField, PledgeFormValues } from '#shared/giving/pledge-checks';
import { givingTexts } from '#client/content/giving.ts';
import { FormField } from './form-field.tsx';
import styles from './giving.module.css';

const texts = givingTexts.fields;
/** Ten letters and digits, as on the card: capitals on phone keyboards, no spelling help. */
const panInput = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 10,
} as const;

interface ReceiptFieldsProps {
  id: string;
  values: Pick<PledgeFormValues, 'wantsReceipt' | 'pan' | 'address'>;
  onWantsReceipt: (wanted: boolean) => void;
  onPan: (pan: string) => void;
  onAddress: (address: string) => void;
  problems: Partial<Record<PledgeField, string>>;
}

/** The optional 80G part: PAN and postal address, both needed for the receipt and for Form 10BD. */
export function ReceiptFields({
  id,
  values,
  onWantsReceipt,
  onPan,
  onAddress,
  problems,
}: ReceiptFieldsProps) {
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
          <FormField
            id={`${id}-address`}
            label={texts.address}
            multiline
            autoComplete="street-address"
            maxLength={givingLimits.address}
            value={values.address}
            onValue={onAddress}
            error={problems.address}
          />
        </div>
      )}
    </div>
  );
}

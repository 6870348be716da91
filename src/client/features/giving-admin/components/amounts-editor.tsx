import { sponsorActions, type SponsorAction } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import { actionLabel } from '../action-labels.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import type { FieldErrors } from '../field-errors.ts';
import { TextField } from './text-field.tsx';
import styles from '../giving-admin.module.css';

/** The server keeps at most this many suggested amounts per action. */
const MAX_AMOUNTS = 4;
const say = givingAdminTexts.settings;

export type AmountDrafts = Record<SponsorAction, string[]>;

interface AmountsEditorProps {
  value: AmountDrafts;
  onChange: (value: AmountDrafts) => void;
  errors: FieldErrors;
}

/** Suggested amounts per way to give: each an editable list of whole rupees. */
export function AmountsEditor({ value, onChange, errors }: AmountsEditorProps) {
  const set = (action: SponsorAction, amounts: string[]) => onChange({ ...value, [action]: amounts });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{say.amountsLegend}</legend>
      <p className={forms.hint}>{say.amountsHint}</p>
      {sponsorActions.map((action) => {
        const label = actionLabel(action);
        const amounts = value[action];
        return (
          <fieldset key={action} className={styles.amounts}>
            <legend className={styles.subLegend}>{label}</legend>
            <div className={styles.amountList}>
              {amounts.map((amount, index) => (
                <div key={index} className={styles.amountItem}>
                  <TextField
                    label={say.amountLabel(index + 1)}
                    value={amount}
                    inputMode="numeric"
                    error={errors[`amounts.${action}.${index}`]}
                    onChange={(next) => set(action, amounts.with(index, next))}
                  />
                  <button
                    type="button"
                    className={`${forms.danger} ${forms.small}`}
                    aria-label={say.removeAmount(label, index + 1)}
                    onClick={() => set(action, amounts.toSpliced(index, 1))}
                  >
                    Remove
                  </button>
                </div>
              ))}
            </div>
            {amounts.length < MAX_AMOUNTS && (
              <button
                type="button"
                className={`${forms.secondary} ${forms.small} ${styles.addAmount}`}
                aria-label={`${say.addAmount}: ${label}`}
                onClick={() => set(action, [...amounts, ''])}
              >
                {say.addAmount}
              </button>
            )}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

import { useEffect, useRef } from 'react';
import { sponsorActions, type SponsorAction } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import { actionLabel } from '../action-labels.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import type { FieldErrors } from '#client/admin/field-errors.ts';
import { TextField } from '#client/admin/field.tsx';
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
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // Where focus goes once an amount is added (its field) or removed (the one before, else Add an amount).
  const focusAfter = useRef<{ action: SponsorAction; index: number } | null>(null);
  useEffect(() => {
    if (!focusAfter.current) return;
    const group = groupRef.current;
    const { action, index } = focusAfter.current;
    focusAfter.current = null;
    const target =
      group?.querySelector<HTMLElement>(`[data-amount="${action}-${index}"]`) ??
      group?.querySelector<HTMLElement>(`[data-add="${action}"]`);
    target?.focus();
  }, [value]);

  const set = (action: SponsorAction, amounts: string[], focusIndex: number) => {
    focusAfter.current = { action, index: focusIndex };
    onChange({ ...value, [action]: amounts });
  };
  return (
    <fieldset ref={groupRef} className={styles.group}>
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
                    data-amount={`${action}-${index}`}
                    error={errors[`amounts.${action}.${index}`]}
                    onChange={(next) => onChange({ ...value, [action]: amounts.with(index, next) })}
                  />
                  <button
                    type="button"
                    className={`${forms.danger} ${forms.small}`}
                    aria-label={say.removeAmount(label, index + 1)}
                    onClick={() => set(action, amounts.toSpliced(index, 1), index - 1)}
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
                data-add={action}
                onClick={() => set(action, [...amounts, ''], amounts.length)}
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

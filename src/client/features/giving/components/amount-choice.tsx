import { formatRupees } from '#shared/giving/amount-in-words';
import { useTexts } from '#client/i18n/language-context.tsx';
import { FormField } from './form-field.tsx';
import styles from './giving.module.css';

/** A suggested amount, or 'other' for the amount the donor types. */
export type AmountChoiceValue = { choice: number | 'other'; other: string };

/** The amount as the form checks it: the suggested one, or what was typed. */
export const chosenAmount = ({ choice, other }: AmountChoiceValue) =>
  choice === 'other' ? other : String(choice);

export const firstChoice = (amounts: readonly number[]): AmountChoiceValue => ({
  choice: amounts[0] ?? 'other',
  other: '',
});

interface AmountChoiceProps {
  id: string;
  amounts: readonly number[];
  value: AmountChoiceValue;
  onChange: (value: AmountChoiceValue) => void;
  error?: string | undefined;
}

/** The administrator's suggested amounts as choices, and a free amount in whole rupees. */
export function AmountChoice({ id, amounts, value, onChange, error }: AmountChoiceProps) {
  const texts = useTexts().giving.amount;
  const other = value.choice === 'other';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{texts.legend}</legend>
      {amounts.length > 0 && (
        <div className={styles.amounts}>
          {amounts.map((amount) => (
            <label key={amount} className={styles.amount}>
              <input
                type="radio"
                name={`${id}-choice`}
                checked={value.choice === amount}
                onChange={() => onChange({ ...value, choice: amount })}
              />
              {formatRupees(amount)}
            </label>
          ))}
          <label className={styles.amount}>
            <input
              type="radio"
              name={`${id}-choice`}
              checked={other}
              onChange={() => onChange({ ...value, choice: 'other' })}
            />
            {texts.other}
          </label>
        </div>
      )}
      {other && (
        <FormField
          id={`${id}-other`}
          label={texts.otherLabel}
          hint={texts.hint}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          value={value.other}
          onValue={(typed) => onChange({ ...value, other: typed })}
        />
      )}
    </fieldset>
  );
}

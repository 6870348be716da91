import type { Residence } from '#shared/api/giving-fields';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './giving.module.css';

const choices: Residence[] = ['india', 'abroad', 'foreign'];

interface ResidenceChoiceProps {
  id: string;
  value: Residence | '';
  onChange: (residence: Residence) => void;
  error?: string | undefined;
}

/**
 * Asked of every donor before anything else: an Indian citizen in India or abroad may give online; the
 * gift of a foreign national only an account registered under FCRA may receive (docs/giving-law.md).
 */
export function ResidenceChoice({ id, value, onChange, error }: ResidenceChoiceProps) {
  const texts = useTexts().giving.residence;
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{texts.legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice} className={styles.check}>
            <input
              type="radio"
              name={`${id}-residence`}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {texts.options[choice]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

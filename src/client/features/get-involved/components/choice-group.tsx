import { useId } from 'react';
import styles from './interest-form.module.css';

interface ChoiceGroupProps<K extends string> {
  type: 'radio' | 'checkbox';
  name: string;
  legend: string;
  options: readonly K[];
  labels: Record<K, string>;
  selected: readonly K[];
  onChange: (selected: K[]) => void;
}

/** A fieldset of radio buttons (one choice) or checkboxes (several), kept in option order. */
export function ChoiceGroup<K extends string>({
  type,
  name,
  legend,
  options,
  labels,
  selected,
  onChange,
}: ChoiceGroupProps<K>) {
  const id = useId();
  function toggle(option: K, checked: boolean) {
    if (type === 'radio') return onChange([option]);
    onChange(options.filter((candidate) => (candidate === option ? checked : selected.includes(candidate))));
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option} htmlFor={`${id}-${option}`} className={styles.choice}>
            <input
              id={`${id}-${option}`}
              type={type}
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import form from '#client/components/ui/form.module.css';
import styles from './interest-form.module.css';

interface ChoiceGroupProps<K extends string> {
  type: 'radio' | 'checkbox';
  name: string;
  legend: string;
  options: readonly K[];
  labels: Record<K, string>;
  /** Options ticked when the form opens and after the form is reset. */
  defaultSelected?: readonly K[];
}

/**
 * A fieldset of radio buttons (one choice) or checkboxes (several). The inputs are uncontrolled: the form
 * reads them at submit, so choices made before the page has hydrated are kept.
 */
export function ChoiceGroup<K extends string>({
  type,
  name,
  legend,
  options,
  labels,
  defaultSelected = [],
}: ChoiceGroupProps<K>) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option} htmlFor={`${id}-${option}`} className={form.choice}>
            <input
              id={`${id}-${option}`}
              type={type}
              name={name}
              value={option}
              defaultChecked={defaultSelected.includes(option)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

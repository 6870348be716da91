import { useId } from 'react';
import { titledTextTexts as texts } from '#shared/content/list-editor-texts';
import forms from '#client/admin/forms.module.css';
import { FieldError } from '#client/admin/field.tsx';
import styles from './lists.module.css';

export interface TitledText {
  title: string;
  text: string;
}

interface TitledTextsFieldProps {
  label: string;
  /** One item, in its box and buttons ("Pillar"). */
  noun: string;
  value: unknown;
  error: string | undefined;
  onChange: (items: TitledText[]) => void;
}

/** A small list of title-and-text pairs (the pillars of the vision): each its own two boxes. */
export function TitledTextsField({ label, noun, value, error, onChange }: TitledTextsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const items = Array.isArray(value) ? (value as TitledText[]) : [];
  const change = (index: number, part: Partial<TitledText>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...part } : item)));
  // With a problem, the empty boxes are the ones that need a change.
  const invalid = (text: string) => (error && text.trim() === '' ? true : undefined);

  return (
    <fieldset
      className={`${forms.fieldset} ${styles.detailsGroup}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{label}</legend>
      {items.map((item, index) => {
        const itemId = `${id}-${index}`;
        const position = index + 1;
        return (
          <fieldset key={index} className={`${forms.fieldset} ${styles.titledText}`}>
            <legend>{texts.item(noun, position)}</legend>
            <div className={forms.field}>
              <label htmlFor={`${itemId}-title`}>{texts.title}</label>
              <input
                id={`${itemId}-title`}
                className={forms.control}
                value={item.title}
                aria-invalid={invalid(item.title)}
                onChange={(event) => change(index, { title: event.target.value })}
              />
            </div>
            <div className={forms.field}>
              <label htmlFor={`${itemId}-text`}>{texts.text}</label>
              <textarea
                id={`${itemId}-text`}
                className={`${forms.control} ${styles.growing}`}
                value={item.text}
                aria-invalid={invalid(item.text)}
                onChange={(event) => change(index, { text: event.target.value })}
              />
            </div>
            <button
              type="button"
              className={forms.secondary}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              {texts.remove(noun, position)}
            </button>
          </fieldset>
        );
      })}
      <div className={forms.actions}>
        <button
          type="button"
          className={forms.secondary}
          onClick={() => onChange([...items, { title: '', text: '' }])}
        >
          {texts.add(noun)}
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

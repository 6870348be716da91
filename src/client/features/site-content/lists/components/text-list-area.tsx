import { useState, type TextareaHTMLAttributes } from 'react';
import { joinTextList, sameTexts, splitTextList, type TextListKind } from './text-list.ts';
import styles from './lists.module.css';

type TextListAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  kind: TextListKind;
  value: unknown;
  onChange: (items: string[]) => void;
};

/** Enough rows to show every item, a long one wrapping (where the box cannot size itself). */
function rowsFor(text: string): number {
  const wrapped = text.split('\n').reduce((rows, line) => rows + Math.ceil((line.length + 1) / 60), 1);
  return Math.min(24, Math.max(4, wrapped));
}

/** One box for a list of texts; the list changes as the administrator types. */
export function TextListArea({ kind, value, onChange, ...textarea }: TextListAreaProps) {
  const items = Array.isArray(value) ? value.map(String) : [];
  const [typed, setTyped] = useState(() => joinTextList(kind, items));
  // What was typed stays as typed (an empty line being started); a list changed from outside, by
  // Discard or a saved answer, shows itself instead.
  const shown = sameTexts(splitTextList(kind, typed), items) ? typed : joinTextList(kind, items);
  return (
    <textarea
      {...textarea}
      className={`${textarea.className ?? ''} ${styles.growing}`}
      rows={rowsFor(shown)}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(splitTextList(kind, event.target.value));
      }}
    />
  );
}

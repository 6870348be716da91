import { useEffect, useRef, useState, type FormEvent } from 'react';
import { menuLimits } from '#shared/content/menus';
import { TextField } from '#client/admin/field.tsx';
import forms from '#client/admin/forms.module.css';
import { menusTexts as say } from '../menus-texts.ts';
import styles from '../menus.module.css';

interface AddItemFormProps {
  /** Where the item goes, for the form's name: "the header menu", "About". */
  where: string;
  /** Adds the item; answers the problem when it cannot. */
  onAdd: (label: string) => string | undefined;
  onCancel: () => void;
}

/** The name of a new item, asked first: its id is made from it once and kept when it is renamed. */
export function AddItemForm({ where, onAdd, onCancel }: AddItemFormProps) {
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  // The form opens because the administrator asked for it: typing starts at once.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(onAdd(label));
  }

  return (
    <form
      ref={form}
      className={styles.addForm}
      aria-label={say.newUnder(where)}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <TextField
        label={say.newName}
        value={label}
        onChange={(value) => {
          setLabel(value);
          setProblem(undefined);
        }}
        error={problem}
        maxLength={menuLimits.label}
      />
      <div className={forms.actions}>
        <button type="submit" className={`${forms.primary} ${forms.small}`}>
          {say.add}
        </button>
        <button type="button" className={`${forms.secondary} ${forms.small}`} onClick={onCancel}>
          {say.cancel}
        </button>
      </div>
    </form>
  );
}

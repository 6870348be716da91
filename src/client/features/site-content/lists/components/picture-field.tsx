import { useId, useState } from 'react';
import { pictureTexts as texts } from '#shared/content/list-editor-texts';
import forms from '#client/admin/forms.module.css';
import { FieldError } from '#client/admin/field.tsx';
import { PictureDialog, type ChosenPicture } from '#client/features/media/media-library.ts';
import styles from './lists.module.css';

export type Picture = ChosenPicture;

interface PictureFieldProps {
  label: string;
  hint?: string;
  /** With its own description (alt text), or a path only when the site describes it otherwise. */
  described: boolean;
  value: Picture | string | undefined;
  error: string | undefined;
  onChange: (value: Picture | string) => void;
}

/** A picture from the media library: a preview, a button that opens the library and its description. */
export function PictureField({ label, hint, described, value, error, onChange }: PictureFieldProps) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const picture = typeof value === 'string' ? { src: value, alt: '', width: 1, height: 1 } : value;
  const src = picture?.src ?? '';
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  function choose(chosen: ChosenPicture | null) {
    setChoosing(false);
    if (!chosen) return;
    onChange(described ? { ...chosen, alt: picture?.alt || chosen.alt } : chosen.src);
  }

  return (
    <fieldset className={`${forms.fieldset} ${styles.picture}`} data-field={label}>
      <legend className={forms.legend}>{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className={forms.hint}>
          {hint}
        </p>
      )}
      <div className={styles.pictureRow}>
        {src ? (
          <img className={styles.pictureThumb} src={src} alt="" width={96} height={72} />
        ) : (
          <p className={forms.hint}>{texts.none}</p>
        )}
        <button
          type="button"
          className={`${forms.secondary} ${forms.small}`}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onClick={() => setChoosing(true)}
        >
          {src ? texts.change : texts.choose}
        </button>
      </div>
      {described && picture && typeof value !== 'string' && (
        <div className={forms.field}>
          <label htmlFor={`${id}-alt`}>{texts.describe}</label>
          <p id={`${id}-alt-hint`} className={forms.hint}>
            {texts.describeHint}
          </p>
          <input
            id={`${id}-alt`}
            className={forms.control}
            value={picture.alt}
            aria-describedby={`${id}-alt-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error && !picture.alt.trim() ? true : undefined}
            onChange={(event) => onChange({ ...picture, alt: event.target.value })}
          />
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
      {/* The dialog is drawn outside the entry's form, so Enter in it never submits the entry. */}
      {choosing && <PictureDialog onClose={choose} />}
    </fieldset>
  );
}

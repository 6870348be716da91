import { useId } from 'react';
import { pageKinds, type PageKind } from '#shared/api/content-fields';
import forms from '#client/admin/forms.module.css';
import { kindLabels, pageTexts as say } from '../page-texts.ts';

interface KindFieldProps {
  kind: PageKind;
  onChange: (kind: PageKind) => void;
  /** Offered for a programme's page: replaces an empty page text with the programme template. */
  onFillTemplate?: (() => void) | undefined;
}

/** Whether the page is a plain page or a programme's page, with the programme template to start from. */
export function KindField({ kind, onChange, onFillTemplate }: KindFieldProps) {
  const id = useId();
  return (
    <fieldset className={forms.fieldset} aria-describedby={kind === 'programme' ? `${id}-hint` : undefined}>
      <legend className={forms.legend}>{say.kind}</legend>
      <div className={forms.choices}>
        {pageKinds.map((choice) => (
          <label key={choice} className={forms.choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={choice}
              checked={kind === choice}
              onChange={() => onChange(choice)}
            />
            {kindLabels[choice]}
          </label>
        ))}
      </div>
      {kind === 'programme' && (
        <>
          <p id={`${id}-hint`} className={forms.hint}>
            {say.programmeHint}
          </p>
          {onFillTemplate && (
            <div className={forms.actions}>
              <button type="button" className={forms.secondary} onClick={onFillTemplate}>
                {say.fillTemplate}
              </button>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

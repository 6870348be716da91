import { useId } from 'react';
import { languageNames, languages, type Language } from '#shared/i18n/languages';
import forms from '#client/admin/forms.module.css';
import { pageTexts as say } from '../page-texts.ts';
import styles from './pages.module.css';

interface PageLanguageChoiceProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The languages whose form holds changes not saved yet: marked, and kept while another is chosen. */
  unsaved: Partial<Record<Language, boolean>>;
}

/** Which language's version of the page the form below edits: English (the page itself) or another. */
export function PageLanguageChoice({ value, onChange, unsaved }: PageLanguageChoiceProps) {
  const id = useId();
  return (
    <fieldset className={`${forms.fieldset} ${styles.languageChoice}`} aria-describedby={`${id}-hint`}>
      <legend className={forms.legend}>{say.language}</legend>
      <p id={`${id}-hint`} className={forms.hint}>
        {say.languageHint}
      </p>
      <div className={forms.choices}>
        {languages.map((language) => (
          <label key={language} className={forms.choice}>
            <input
              type="radio"
              name={`${id}-language`}
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
            />
            <span lang={language}>{languageNames[language]}</span>
            {unsaved[language] && ` ${say.unsavedMark}`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

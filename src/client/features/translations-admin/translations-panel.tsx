import { useId, useState } from 'react';
import { languageNames, type Language } from '#shared/i18n/languages';
import type { Catalogue } from '#client/i18n/catalogue.ts';
import { en } from '#client/i18n/catalogues/en.ts';
import { hi, hiReviewFirst } from '#client/i18n/catalogues/hi.ts';
import { kn, knReviewFirst } from '#client/i18n/catalogues/kn.ts';
import { mr, mrReviewFirst } from '#client/i18n/catalogues/mr.ts';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import forms from '#client/admin/forms.module.css';
import { translationsTexts as say } from './translations-texts.ts';
import styles from './translations.module.css';

type Translated = Exclude<Language, 'en'>;

const translations: Record<Translated, { texts: Catalogue; reviewFirst: readonly string[] }> = {
  kn: { texts: kn, reviewFirst: knReviewFirst },
  hi: { texts: hi, reviewFirst: hiReviewFirst },
  mr: { texts: mr, reviewFirst: mrReviewFirst },
};

/**
 * The text at a dotted path (`giving.residence.fcraIntro`, `volunteer.teacher.tasks.items.0`); a text made
 * from a number or a name is shown with "…" in its place.
 */
function textAt(catalogue: unknown, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
      catalogue,
    );
  if (typeof value === 'function') {
    const made = (value as (...args: string[]) => unknown)(...Array<string>(value.length).fill('…'));
    return typeof made === 'string' ? made : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

function countTexts(value: unknown): number {
  if (typeof value === 'string' || typeof value === 'function') return 1;
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce<number>((sum, inner) => sum + countTexts(inner), 0);
}

/**
 * Translations: for each language, the site's own words that a native speaker should read before the
 * language is announced, English beside each (issue 28).
 */
export function TranslationsPanel() {
  const [language, setLanguage] = useState<Translated>('kn');
  const selectId = useId();
  const { texts, reviewFirst } = translations[language];
  const rows = reviewFirst
    .map((path) => ({ path, english: textAt(en, path), translation: textAt(texts, path) }))
    .filter((row) => row.english !== undefined && row.translation !== undefined);
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.intro}</p>
      <div className={forms.field}>
        <label htmlFor={selectId}>{say.language}</label>
        <select
          id={selectId}
          lang={language}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Translated)}
        >
          {(Object.keys(translations) as Translated[]).map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </select>
      </div>
      <p>{say.summary(countTexts(texts), rows.length)}</p>
      <DataTable caption={say.caption(languageNames[language])} columns={Object.values(say.columns)}>
        {rows.map((row) => (
          <DataRow key={row.path}>
            <DataCell label={say.columns.where}>
              {say.areas[row.path.split('.')[0]!] ?? say.otherArea}
            </DataCell>
            <DataCell label={say.columns.english} lang="en">
              {row.english}
            </DataCell>
            <DataCell label={say.columns.translation} lang={language}>
              {row.translation}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
      <p className={styles.note}>{say.changeNote}</p>
    </div>
  );
}

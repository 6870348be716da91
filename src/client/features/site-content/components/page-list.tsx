import { pageLanguages, type Page, type PageLanguage, type TranslationState } from '#shared/api/content';
import { formatIndiaTime } from '#shared/india-time';
import { languageNames } from '#shared/i18n/languages';
import { DataCell, DataRow } from '#client/admin/data-table.tsx';
import { pageTexts as say, statusLabels } from '../page-texts.ts';
import { ActionsCell, PageTable, RowButton } from './table-parts.tsx';
import styles from './pages.module.css';

type ListedPage = Omit<Page, 'body' | 'documents'> & {
  translations?: Record<PageLanguage, TranslationState> | undefined;
};

const [titleColumn, addressColumn, statusColumn, languagesColumn, changedColumn, actionsColumn] = say.columns;

/** Draft, Published, or "Scheduled for 1 Jun 2026, 10:00 am" until its time has come. */
export function statusText(page: ListedPage): string {
  if (page.status === 'scheduled' && page.publishAt && !page.visible)
    return say.scheduledFor(formatIndiaTime(page.publishAt));
  return statusLabels[page.status === 'scheduled' ? 'published' : page.status];
}

interface PageListProps {
  pages: ListedPage[];
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

/** Language names, each in its own script and marked with its language for screen readers. */
function Names({ of }: { of: PageLanguage[] }) {
  return of.map((language, index) => (
    <span key={language}>
      {index > 0 && ', '}
      <span lang={language}>{languageNames[language]}</span>
    </span>
  ));
}

/** Which languages the page is not yet (or only partly) written in: "Not yet in: ಕನ್ನಡ, मराठी". */
function LanguagesText({ page }: { page: ListedPage }) {
  const states = page.translations;
  if (!states) return null;
  const missing = pageLanguages.filter((language) => states[language] === 'missing');
  const partial = pageLanguages.filter((language) => states[language] === 'partial');
  if (missing.length === 0 && partial.length === 0) return <>{say.everyLanguage}</>;
  return (
    <>
      {missing.length > 0 && (
        <span className={styles.languageLine}>
          {say.notYetIn}
          <Names of={missing} />
        </span>
      )}
      {partial.length > 0 && (
        <span className={styles.languageLine}>
          {say.partlyIn}
          <Names of={partial} />
        </span>
      )}
    </>
  );
}

/** Every page with its address, status, the languages it still lacks and its last change. */
export function PageList({ pages, onEdit, onDelete }: PageListProps) {
  return (
    <PageTable caption={say.caption(pages.length)} columns={say.columns}>
      {pages.map((page) => (
        <DataRow key={page.id}>
          <DataCell label={titleColumn}>{page.title}</DataCell>
          <DataCell label={addressColumn}>/{page.slug}</DataCell>
          <DataCell label={statusColumn}>{statusText(page)}</DataCell>
          <DataCell label={languagesColumn}>
            <LanguagesText page={page} />
          </DataCell>
          <DataCell label={changedColumn}>
            <time dateTime={page.updatedAt}>{formatIndiaTime(page.updatedAt)}</time>
          </DataCell>
          <ActionsCell label={actionsColumn}>
            <RowButton text={say.edit} name={`${say.edit} ${page.title}`} onClick={() => onEdit(page.id)} />
            <RowButton
              text={say.delete}
              name={`${say.delete} ${page.title}`}
              danger
              onClick={() => onDelete(page.id)}
            />
          </ActionsCell>
        </DataRow>
      ))}
    </PageTable>
  );
}

import { useId, useMemo, useState, type RefCallback } from 'react';
import { pageLanguages, type Page, type PageLanguage } from '#shared/api/content';
import { DEFAULT_LANGUAGE, languages, type Language } from '#shared/i18n/languages';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { usePage } from '../api/get-page.ts';
import { pageTexts as say } from '../page-texts.ts';
import { PageDocuments } from './page-documents.tsx';
import { PageForm } from './page-form.tsx';
import { PageLanguageChoice } from './page-language-choice.tsx';
import { PageTranslationForm } from './page-translation-form.tsx';
import { RevisionList } from './revision-list.tsx';
import styles from './pages.module.css';

/** The page's heading takes focus when it appears: after New page, Edit, the first save, or loading. */
const headingRef: RefCallback<HTMLHeadingElement> = (heading) => heading?.focus();

interface WorkspaceProps {
  /** The page to edit, or 'new'. */
  open: number | 'new';
  onOpen: (id: number) => void;
  onBack: () => void;
}

/** One page being written: its form, then its documents and earlier versions once it exists. */
export function PageWorkspace({ open, onOpen, onBack }: WorkspaceProps) {
  const headingId = useId();
  return (
    <section className={styles.workspace} aria-labelledby={headingId}>
      <button type="button" className={`${forms.secondary} ${forms.small} ${styles.back}`} onClick={onBack}>
        ← {say.back}
      </button>
      {open === 'new' ? (
        <>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.workspaceHeading}>
            {say.newPageHeading}
          </h3>
          <PageForm onSaved={(page) => onOpen(page.id)} />
          <p className={forms.hint}>{say.saveFirst}</p>
        </>
      ) : (
        <ExistingPage id={open} headingId={headingId} />
      )}
    </section>
  );
}

type UnsavedMarks = Partial<Record<Language, boolean>>;

/** The page's version in another language: loaded in that language, then its form. */
function TranslationPanel(props: {
  id: number;
  language: PageLanguage;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const page = usePage(props.id, props.language);
  if (page.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (page.isError) return <LoadError message={say.pageLoadFailed} onRetry={() => void page.refetch()} />;
  return (
    <PageTranslationForm page={page.data} language={props.language} onUnsavedChange={props.onUnsavedChange} />
  );
}

function ExistingPage({ id, headingId }: { id: number; headingId: string }) {
  const page = usePage(id);
  // A restored version replaces what the form holds: a new key draws the form again from the page.
  const [restoredAt, setRestoredAt] = useState('');
  const onRestored = (restored: Page) => setRestoredAt(restored.updatedAt);
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  // Each language's form, once opened, stays while another is chosen (hidden): switching loses nothing.
  const [opened, setOpened] = useState<PageLanguage[]>([]);
  const [unsaved, setUnsaved] = useState<UnsavedMarks>({});
  const markers = useMemo(
    () =>
      Object.fromEntries(
        languages.map((code) => [
          code,
          (isUnsaved: boolean) =>
            setUnsaved((marks) =>
              Boolean(marks[code]) === isUnsaved ? marks : { ...marks, [code]: isUnsaved },
            ),
        ]),
      ) as Record<Language, (isUnsaved: boolean) => void>,
    [],
  );
  const choose = (chosen: Language) => {
    setLanguage(chosen);
    const other = pageLanguages.find((code) => code === chosen);
    if (other && !opened.includes(other)) setOpened([...opened, other]);
  };
  if (page.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (page.isError) return <LoadError message={say.pageLoadFailed} onRetry={() => void page.refetch()} />;
  return (
    <>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.workspaceHeading}>
        {say.editHeading(page.data.title)}
      </h3>
      <PageLanguageChoice value={language} onChange={choose} unsaved={unsaved} />
      <div hidden={language !== DEFAULT_LANGUAGE}>
        <PageForm key={`${id}-${restoredAt}`} page={page.data} onUnsavedChange={markers.en} />
      </div>
      {opened.map((code) => (
        <div key={`${code}-${restoredAt}`} hidden={language !== code}>
          <TranslationPanel id={id} language={code} onUnsavedChange={markers[code]} />
        </div>
      ))}
      <PageDocuments page={page.data} />
      <RevisionList page={page.data} onRestored={onRestored} />
    </>
  );
}

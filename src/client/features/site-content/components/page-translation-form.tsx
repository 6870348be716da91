import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  pageTranslationInputSchema,
  type Page,
  type PageLanguage,
  type PublicPage,
} from '#shared/api/content';
import { contentLimits } from '#shared/api/content-fields';
import { bodyHasContent, pageInLanguage } from '#shared/api/page-languages';
import { languageNames } from '#shared/i18n/languages';
import { errorMessage } from '#client/admin/error-message.ts';
import { fieldErrors } from '#client/admin/field-errors.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { TextAreaField, TextField } from '#client/admin/field.tsx';
import forms from '#client/admin/forms.module.css';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useSavePageTexts } from '../api/save-page-texts.ts';
import { usePageBackup } from '../page-backup.ts';
import { draftFieldOf, draftOf, previewOf, type FieldErrors, type PageDraft } from '../page-draft.ts';
import { PageEditor } from '../page-editor.tsx';
import { pageTexts as say } from '../page-texts.ts';
import { BackupOffer } from './backup-offer.tsx';
import { PagePreview } from './page-preview.tsx';
import { usePictureChooser } from './picture-chooser.tsx';
import styles from './pages.module.css';

interface EnglishTextProps {
  label: string;
  text: string;
  /** The body: HTML the server cleaned, shown as the page shows it. */
  html?: boolean;
}

/** The English version of a text, read-only beside the field that translates it. */
function EnglishText({ label, text, html }: EnglishTextProps) {
  const id = useId();
  return (
    <div className={styles.english} role="group" aria-labelledby={id}>
      <span id={id} className={forms.legend}>
        {label}
      </span>
      {text === '' ? (
        <p className={forms.hint}>{say.englishEmpty}</p>
      ) : html ? (
        <div lang="en" className={styles.englishBody} dangerouslySetInnerHTML={{ __html: text }} />
      ) : (
        <p lang="en">{text}</p>
      )}
    </div>
  );
}

interface PageTranslationFormProps {
  /** The page as GET ?lang= answers it: the language's texts, with the English ones in `english`. */
  page: Page;
  language: PageLanguage;
  /** Told whether the form holds unsaved changes (the language choice marks them). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

const textsOf = ({ title, summary, body }: PageDraft) => ({ title, summary, body });

/**
 * The page's title, summary and text in one language, each beside its English version (above it on a
 * phone). Address, status and schedule are the page's and are not shown here.
 */
export function PageTranslationForm({ page, language, onUnsavedChange }: PageTranslationFormProps) {
  const name = languageNames[language];
  const english = page.english ?? { title: '', summary: '', body: '' };
  const [savedDraft, setSavedDraft] = useState<PageDraft>(() => draftOf(page));
  const [draft, setDraft] = useState<PageDraft>(savedDraft);
  const unsaved = JSON.stringify(draft) !== JSON.stringify(savedDraft);
  useUnsavedChanges(unsaved);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  const backup = usePageBackup(page.id, draft, savedDraft, language);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PublicPage | null>(null);
  // The editor takes its text when it is made: a restored backup makes it again.
  const [editorKey, setEditorKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePageTexts();
  const showSuccess = useSuccessPopup();
  const pictures = usePictureChooser();

  const change = (values: Partial<PageDraft>) => setDraft((current) => ({ ...current, ...values }));

  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [aria-invalid="true"]`)?.focus(),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = pageTranslationInputSchema.safeParse(textsOf(draft));
    if (!checked.success)
      return refuse(fieldErrors(checked.error.issues, { fieldOf: (path) => draftFieldOf(path[0]) }));
    setErrors({});
    save.mutate(
      { id: page.id, language, input: textsOf(draft) },
      {
        onSuccess: () => {
          setSavedDraft(draft);
          showSuccess(say.savedIn(name));
        },
        onError: (error) => {
          const message = errorMessage(error, say.saveFailed);
          const field = error instanceof ApiError ? draftFieldOf(error.field) : undefined;
          if (field) refuse({ [field]: message });
          else setFormError(message);
        },
      },
    );
  }

  /** The page as visitors of this language will see it: English where a text is left empty. */
  const showPreview = () => {
    const base = previewOf({ ...draft, ...english }, page);
    const own = { ...textsOf(draft), body: bodyHasContent(draft.body) ? draft.body : '' };
    const translations: PublicPage['translations'] = { [language]: own };
    setPreview(pageInLanguage({ ...base, translations }, language));
  };

  return (
    <form ref={formRef} className={`${forms.form} ${styles.translationForm}`} noValidate onSubmit={submit}>
      {backup.offered && (
        <BackupOffer
          offered={backup.offered}
          onRestore={() => {
            setDraft(backup.offered!.draft);
            setEditorKey((key) => key + 1);
            backup.settle();
          }}
          onDiscard={backup.settle}
        />
      )}
      <p className={forms.hint}>{say.translationIntro(name)}</p>
      {Object.keys(errors).length > 0 && <ErrorMessage>{say.fixFields}</ErrorMessage>}
      <div className={styles.sideBySide}>
        <EnglishText label={say.englishTitle} text={english.title} />
        <TextField
          name="title"
          label={say.titleIn(name)}
          lang={language}
          value={draft.title}
          maxLength={contentLimits.pageTitle}
          error={errors.title}
          onChange={(title) => change({ title })}
        />
      </div>
      <div className={styles.sideBySide}>
        <EnglishText label={say.englishSummary} text={english.summary} />
        <TextAreaField
          name="summary"
          label={say.summaryIn(name)}
          lang={language}
          value={draft.summary}
          maxLength={contentLimits.pageSummary}
          error={errors.summary}
          onChange={(summary) => change({ summary })}
        />
      </div>
      <div className={styles.sideBySide}>
        <EnglishText label={say.englishBody} text={english.body} html />
        <div className={forms.field}>
          <span className={forms.legend}>{say.bodyIn(name)}</span>
          <PageEditor
            key={editorKey}
            label={say.bodyIn(name)}
            lang={language}
            value={draft.body}
            onChange={(body) => change({ body })}
            choosePicture={pictures.choose}
          />
          {errors.body && <ErrorMessage>{errors.body}</ErrorMessage>}
        </div>
      </div>
      {formError && <ErrorMessage>{formError}</ErrorMessage>}
      <div className={forms.actions}>
        <SubmitButton pending={save.isPending} label={say.save} pendingLabel={say.saving} />
        <button type="button" className={forms.secondary} onClick={showPreview}>
          {say.preview}
        </button>
      </div>
      <PagePreview page={preview} onClose={() => setPreview(null)} />
      {pictures.dialog}
    </form>
  );
}

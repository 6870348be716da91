import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Page, PublicPage } from '#shared/api/content';
import { contentLimits } from '#shared/api/content-fields';
import { errorMessage } from '#client/admin/error-message.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import { PageEditor } from '../page-editor.tsx';
import { usePageBackup } from '../page-backup.ts';
import { useSavePage } from '../api/save-page.ts';
import { checkDraft, draftFieldOf, draftOf, emptyDraft, inputOf, previewOf } from '../page-draft.ts';
import type { FieldErrors, PageDraft } from '../page-draft.ts';
import { pageTexts as say, programmeTemplate } from '../page-texts.ts';
import { BackupOffer } from './backup-offer.tsx';
import { KindField } from './kind-field.tsx';
import { PagePreview } from './page-preview.tsx';
import { usePictureChooser } from './picture-chooser.tsx';
import { StatusField } from './status-field.tsx';
import { TextAreaField, TextField } from '#client/admin/field.tsx';
import styles from './pages.module.css';

interface PageFormProps {
  /** The page as stored; absent for a new page. */
  page?: Page;
  /** Called after the server stored the page (a new page then opens as an existing one). */
  onSaved?: (page: Page) => void;
  /** Told whether the form holds unsaved changes (the language choice marks them). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** Title, address, summary, text and status of one page, with a preview before it goes out. */
export function PageForm({ page, onSaved, onUnsavedChange }: PageFormProps) {
  // What the server holds, as the form would show it: the draft differs from it while changes are unsaved.
  const [savedDraft, setSavedDraft] = useState<PageDraft>(() => (page ? draftOf(page) : emptyDraft));
  const [draft, setDraft] = useState<PageDraft>(savedDraft);
  const unsaved = JSON.stringify(draft) !== JSON.stringify(savedDraft);
  useUnsavedChanges(unsaved);
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  const backup = usePageBackup(page?.id, draft, savedDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PublicPage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePage();
  const showSuccess = useSuccessPopup();
  const pictures = usePictureChooser();
  // The editor takes its text when it is made: a new key makes it again with the template.
  const [editorKey, setEditorKey] = useState(0);
  const [templateNote, setTemplateNote] = useState(false);
  const bodyIsEmpty = draft.body.replace(/<[^>]*>/g, '').trim() === '';

  const change = (values: Partial<PageDraft>) => setDraft((current) => ({ ...current, ...values }));

  function refuse(found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    // Continue where the problem is: the first refused field, or the form's own message.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [aria-invalid="true"]`)?.focus(),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = checkDraft(draft);
    if (Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    save.mutate(
      { id: page?.id, input: inputOf(draft) },
      {
        onSuccess: (saved) => {
          setSavedDraft(draft);
          if (!page) backup.forget();
          showSuccess(say.saved);
          onSaved?.(saved);
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

  return (
    <form ref={formRef} className={`${forms.form} ${styles.pageForm}`} noValidate onSubmit={submit}>
      {backup.offered && (
        <BackupOffer
          offered={backup.offered}
          onRestore={() => {
            setDraft(backup.offered!.draft);
            backup.settle();
          }}
          onDiscard={backup.settle}
        />
      )}
      {Object.keys(errors).length > 0 && <ErrorMessage>{say.fixFields}</ErrorMessage>}
      <TextField
        name="title"
        label={say.title}
        value={draft.title}
        maxLength={contentLimits.pageTitle}
        error={errors.title}
        onChange={(title) => change({ title })}
      />
      <TextField
        name="slug"
        label={say.address}
        hint={say.addressHint}
        prefix="/"
        value={draft.slug}
        maxLength={contentLimits.slug}
        error={errors.slug}
        onChange={(slug) => change({ slug })}
      />
      <p className={forms.hint}>{say.menuHint}</p>
      <TextAreaField
        name="summary"
        label={say.summary}
        hint={say.summaryHint}
        value={draft.summary}
        maxLength={contentLimits.pageSummary}
        error={errors.summary}
        onChange={(summary) => change({ summary })}
      />
      <KindField
        kind={draft.kind}
        onChange={(kind) => change({ kind })}
        onFillTemplate={
          bodyIsEmpty
            ? () => {
                change({ body: programmeTemplate });
                setEditorKey((key) => key + 1);
                setTemplateNote(true);
              }
            : undefined
        }
      />
      <div className={forms.field}>
        <span className={forms.legend}>{say.body}</span>
        {templateNote && (
          <p role="status" className={forms.hint}>
            {say.templateFilled}
          </p>
        )}
        <PageEditor
          key={editorKey}
          label={say.body}
          value={draft.body}
          onChange={(body) => change({ body })}
          choosePicture={pictures.choose}
        />
        {errors.body && <ErrorMessage>{errors.body}</ErrorMessage>}
      </div>
      <StatusField
        status={draft.status}
        publishAt={draft.publishAt}
        error={errors.publishAt}
        onStatusChange={(status) => change({ status })}
        onPublishAtChange={(publishAt) => change({ publishAt })}
      />
      {formError && <ErrorMessage>{formError}</ErrorMessage>}
      <div className={forms.actions}>
        <SubmitButton pending={save.isPending} label={say.save} pendingLabel={say.saving} />
        <button type="button" className={forms.secondary} onClick={() => setPreview(previewOf(draft, page))}>
          {say.preview}
        </button>
      </div>
      <PagePreview page={preview} onClose={() => setPreview(null)} />
      {pictures.dialog}
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import { givingSettingsSchema, sponsorActions, type GivingSettings } from '#shared/api/giving';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { useGivingSettings } from '../api/get-giving-settings.ts';
import { useSaveGivingSettings } from '../api/save-giving-settings.ts';
import { fieldErrors, type FieldErrors } from '#client/admin/field-errors.ts';
import { wholeNumberOf } from '../form-values.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { AmountsEditor, type AmountDrafts } from './amounts-editor.tsx';
import { ReceiptImagesSection } from './receipt-images-section.tsx';
import { SettingsFields } from './settings-fields.tsx';

const say = givingAdminTexts.settings;

export type SettingsDraft = Omit<GivingSettings, 'amounts'> & { amounts: AmountDrafts };

const toDraft = (settings: GivingSettings): SettingsDraft => ({
  ...settings,
  amounts: Object.fromEntries(
    sponsorActions.map((action) => [action, (settings.amounts[action] ?? []).map(String)]),
  ) as AmountDrafts,
});

/**
 * Giving settings: where donors pay, the organisation's 80G details and who signs, the Form 10BD type of
 * each way to give, and the suggested amounts.
 */
export function GivingSettingsForm() {
  const settings = useGivingSettings();
  if (settings.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (settings.isError) return <LoadError message={say.loadFailed} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <SettingsEditor initial={settings.data} />
      <ReceiptImagesSection />
    </>
  );
}

function SettingsEditor({ initial }: { initial: GivingSettings }) {
  const save = useSaveGivingSettings();
  const showSuccess = useSuccessPopup();
  const formRef = useRef<HTMLFormElement>(null);
  const [savedDraft, setSavedDraft] = useState(() => toDraft(initial));
  const [draft, setDraft] = useState(savedDraft);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(savedDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = givingSettingsSchema.safeParse({
      ...draft,
      amounts: Object.fromEntries(
        sponsorActions.map((action) => [action, draft.amounts[action].map(wholeNumberOf)]),
      ),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      setFailure(null);
      // Let the errors render, then take the administrator to the first field to fix.
      queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setSavedDraft(toDraft(saved));
        setDraft(toDraft(saved));
        showSuccess(say.saved);
      },
      onError: (error) => setFailure(errorMessage(error, say.saveFailed)),
    });
  }

  return (
    <form ref={formRef} className={forms.form} onSubmit={handleSubmit} noValidate>
      <SettingsFields value={draft} onChange={setDraft} errors={errors} />
      <AmountsEditor
        value={draft.amounts}
        onChange={(amounts) => setDraft({ ...draft, amounts })}
        errors={errors}
      />
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <div className={forms.actions}>
        <SubmitButton pending={save.isPending} label={say.save} pendingLabel={say.saving} />
      </div>
    </form>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '#client/admin/error-message.ts';
import { emailField } from '#shared/api/common';
import {
  MAIL_SUBJECT_MAX,
  campaignMessages,
  mailDraftSchema,
  sendEmailSchema,
  type MailPreview as Preview,
  versionLanguages,
  type CampaignVersions,
  type RecipientType,
  type SendEmailInput,
  type VersionLanguage,
} from '#shared/api/mail';
import { DEFAULT_LANGUAGE, languageNames, languages, type Language } from '#shared/i18n/languages';
import { audienceMessages } from '#shared/api/audiences';
import { EMAIL_STATUS_CLEAR_MS } from '#shared/constants';
import { fromIndiaInput } from '#shared/india-time';
import { messages } from '#shared/messages';
import { ApiError } from '#client/lib/api-client.ts';
import { useSubscriptions } from '#client/features/subscriptions/get-subscriptions.ts';
import { useAudiences } from '#client/features/audiences/get-audiences.ts';
import { PageEditor } from '#client/features/site-content/page-editor.tsx';
import { usePictureChooser } from '#client/features/site-content/picture-chooser.ts';
import { usePreviewMail, useSendTestMail } from '../api/mail-draft.ts';
import { useSendEmail } from '../api/send-email.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { ErrorMessage, LoadingMessage } from '#client/admin/feedback.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import forms from '#client/admin/forms.module.css';
import { CampaignHistory } from '../campaign-history.tsx';
import { PanelErrorBoundary } from '#client/admin/panel-error-boundary.tsx';
import { SubmitButton } from '#client/admin/submit-button.tsx';
import { campaignTexts } from './campaign-texts.ts';
import { MailPreview } from './mail-preview.tsx';
import { RecipientList } from './recipient-list.tsx';
import { SendTimeField, type SendTime } from './send-time-field.tsx';
import styles from './email-sender.module.css';

const recipientOptions: { value: RecipientType; label: string }[] = [
  { value: 'single', label: 'Single recipient' },
  { value: 'parent', label: 'Parents' },
  { value: 'teacher', label: 'Teachers' },
  { value: 'student', label: 'Students' },
  { value: 'all', label: 'All subscribers' },
  { value: 'audiences', label: 'Chosen audiences' },
];

const validEmail = emailField(messages.mail.invalidEmail);

type Problem = 'email' | 'content' | 'recipients' | 'time' | 'send';

/** Whether the editor's HTML holds anything to read: words or a picture (an empty editor gives "<p></p>"). */
const isEmptyMessage = (html: string) =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim() === '';

/** The send time as an instant, or the reason it is refused; null when the mail goes now. */
function checkedSendAt(time: SendTime): { sendAt: string } | { refused: string } | null {
  if (!time.later) return null;
  const sendAt = fromIndiaInput(time.at);
  if (!sendAt || Number.isNaN(new Date(sendAt).getTime())) return { refused: campaignMessages.sendAtInvalid };
  if (new Date(sendAt).getTime() <= Date.now()) return { refused: campaignMessages.sendAtPast };
  return { sendAt };
}

/** A version in another language as it is being written. */
type Draft = { subject: string; message: string };
const emptyVersions = (): Record<VersionLanguage, Draft> => ({
  kn: { subject: '', message: '' },
  hi: { subject: '', message: '' },
  mr: { subject: '', message: '' },
});
const isWritten = (draft: Draft) => draft.subject.trim() !== '' || !isEmptyMessage(draft.message);

/** The versions to send (both texts written), or the first language whose version is half written. */
function checkedVersions(
  versions: Record<VersionLanguage, Draft>,
): { versions?: CampaignVersions } | { incomplete: VersionLanguage } {
  const written: CampaignVersions = {};
  for (const language of versionLanguages) {
    const draft = versions[language];
    if (!isWritten(draft)) continue;
    if (draft.subject.trim() === '' || isEmptyMessage(draft.message)) return { incomplete: language };
    written[language] = { subject: draft.subject, message: draft.message };
  }
  return Object.keys(written).length > 0 ? { versions: written } : {};
}

const campaignHistoryFailed = 'The list of sent campaigns could not be shown. Please try again.';

/** Send Mail to Subscribers: one address, one role, everyone subscribed, or any set of audiences. */
export function EmailSender() {
  const ids = {
    type: useId(),
    email: useId(),
    subject: useId(),
    error: useId(),
    audiences: useId(),
    languageHint: useId(),
  };
  const [recipientType, setRecipientType] = useState<RecipientType>('single');
  const [chosen, setChosen] = useState<string[]>([]);
  const byAudience = recipientType === 'audiences';
  const audiences = useAudiences(byAudience);
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  // The editor takes its text when it is made: a new key makes it again, empty, after a send.
  const [editorKey, setEditorKey] = useState(0);
  const [sendTime, setSendTime] = useState<SendTime>({ later: false, at: '' });
  // The campaign's versions in other languages: each is written in its own fields, kept while another
  // language is shown, and made the first time its language is chosen.
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [versions, setVersions] = useState(emptyVersions);
  const [opened, setOpened] = useState<VersionLanguage[]>([]);
  const [sentMessage, setSentMessage] = useState('');
  const pictures = usePictureChooser();
  const [error, setError] = useState<{ text: string; problem: Problem } | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendEmail();
  const single = recipientType === 'single';
  const subscriptions = useSubscriptions();
  const confirm = useConfirm();
  const previewing = usePreviewMail();
  const testing = useSendTestMail();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [testOutcome, setTestOutcome] = useState('');
  // A mail being written is work: leaving the panel or the tab asks first.
  useUnsavedChanges(
    subject.trim() !== '' || !isEmptyMessage(message) || versionLanguages.some((l) => isWritten(versions[l])),
  );
  // A single address gets English; the choice of language is for mail to subscribers.
  const shown: Language = single ? DEFAULT_LANGUAGE : language;
  const setVersion = (of: VersionLanguage, change: Partial<Draft>) =>
    setVersions((all) => ({ ...all, [of]: { ...all[of], ...change } }));
  function chooseLanguage(next: Language) {
    setLanguage(next);
    if (next !== 'en' && !opened.includes(next)) setOpened((all) => [...all, next]);
    if (error?.problem === 'content') setError(null);
  }

  // Only confirmed, still-subscribed addresses receive group mail; the server chooses the same way.
  const recipients = single
    ? []
    : (subscriptions.data ?? []).filter(
        (row) =>
          row.status === 'active' &&
          (recipientType === 'all' || (byAudience ? chosen.includes(row.role) : row.role === recipientType)),
      );

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), EMAIL_STATUS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setSent(false);
    if (single && !validEmail.safeParse(email).success) {
      setError({ text: messages.mail.invalidEmail, problem: 'email' });
      return;
    }
    const when = checkedSendAt(sendTime);
    const written = single ? {} : checkedVersions(versions);
    if ('incomplete' in written) {
      chooseLanguage(written.incomplete);
      setError({
        text: campaignTexts.versionIncomplete(languageNames[written.incomplete]),
        problem: 'content',
      });
      return;
    }
    const input: SendEmailInput = {
      recipientType,
      subject,
      message: isEmptyMessage(message) ? '' : message,
      format: 'html',
      ...(single ? { email: email.trim() } : { emails: recipients.map((row) => row.email) }),
      ...(byAudience ? { audiences: chosen } : {}),
      ...(written.versions ? { versions: written.versions } : {}),
      ...(when && 'sendAt' in when ? { sendAt: when.sendAt } : {}),
    };
    if (byAudience && chosen.length === 0) {
      setError({ text: audienceMessages.chooseAudiences, problem: 'recipients' });
      return;
    }
    const parsed = sendEmailSchema.safeParse(input);
    if (!parsed.success) {
      setError({
        text: parsed.error.issues[0]?.message ?? messages.mail.subjectAndMessageRequired,
        problem: 'content',
      });
      return;
    }
    if (!single && subscriptions.isSuccess && recipients.length === 0) {
      setError({ text: messages.mail.noRecipients, problem: 'recipients' });
      return;
    }
    if (when && 'refused' in when) {
      setError({ text: when.refused, problem: 'time' });
      return;
    }
    setError(null);
    // A mail to a group says first how many will receive it; nothing goes out without a yes.
    const chosenNames = byAudience
      ? (audiences.data ?? [])
          .filter((audience) => chosen.includes(audience.key))
          .map((audience) => audience.name)
      : undefined;
    // A mail sent later says when it goes, and to how many as the list stands today.
    const sendAt = input.sendAt;
    const question = sendAt
      ? single
        ? campaignTexts.confirmScheduledSingle(sendAt, email.trim())
        : campaignTexts.confirmScheduledSend(sendAt, recipients.length, chosenNames)
      : campaignTexts.confirmGroupSend(recipients.length, chosenNames);
    if ((sendAt || !single) && !(await confirm({ message: question }))) return;
    send.mutate(input, {
      onSuccess: (answer) => {
        setSent(true);
        setSentMessage(sendAt ? answer.message : messages.mail.sent);
        setSubject('');
        setMessage('');
        setVersions(emptyVersions());
        setOpened([]);
        setLanguage(DEFAULT_LANGUAGE);
        setEditorKey((key) => key + 1);
        setSendTime({ later: false, at: '' });
      },
      onError: (failure) =>
        setError({
          text: `❌ ${messages.mail.sendFailedPrefix}${failure instanceof ApiError ? failure.message : 'The server could not be reached.'}`,
          problem: 'send',
        }),
    });
  }

  /**
   * The subject and message of the version shown, as the preview and the test take them, or null after
   * saying what is missing.
   */
  function checkedDraft() {
    setTestOutcome('');
    const draft = shown === 'en' ? { subject, message } : versions[shown];
    const parsed = mailDraftSchema.safeParse({
      ...draft,
      format: 'html',
      ...(shown === DEFAULT_LANGUAGE ? {} : { language: shown }),
    });
    if (parsed.success && !isEmptyMessage(draft.message)) {
      setError(null);
      return parsed.data;
    }
    setError({ text: messages.mail.subjectAndMessageRequired, problem: 'content' });
    return null;
  }

  function showPreview() {
    const draft = checkedDraft();
    if (!draft) return;
    previewing.mutate(draft, {
      onSuccess: setPreview,
      onError: (failure) =>
        setError({ text: errorMessage(failure, campaignTexts.previewFailed), problem: 'send' }),
    });
  }

  function sendTest() {
    const draft = checkedDraft();
    if (!draft) return;
    testing.mutate(draft, {
      onSuccess: (answer) => setTestOutcome(answer.message),
      onError: (failure) =>
        setError({ text: errorMessage(failure, campaignTexts.testFailed), problem: 'send' }),
    });
  }

  const contentMissing = error?.problem === 'content';
  return (
    <>
      <form className={forms.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={forms.field}>
          <label htmlFor={ids.type}>Recipient type</label>
          <select
            id={ids.type}
            className={forms.control}
            value={recipientType}
            onChange={(event) => {
              setRecipientType(event.target.value as RecipientType);
              setError(null);
            }}
          >
            {recipientOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>

        {single ? (
          <div className={forms.field}>
            <label htmlFor={ids.email}>Recipient email</label>
            <input
              id={ids.email}
              className={forms.control}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              aria-invalid={error?.problem === 'email' || undefined}
              aria-describedby={error?.problem === 'email' ? ids.error : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
        ) : (
          <>
            {byAudience && (
              <fieldset
                className={forms.fieldset}
                aria-describedby={error?.problem === 'recipients' ? ids.error : undefined}
              >
                <legend className={forms.legend}>{campaignTexts.audiencesLegend}</legend>
                <p className={forms.hint}>{campaignTexts.audiencesHint}</p>
                {audiences.isPending ? (
                  <LoadingMessage>{campaignTexts.audiencesLoading}</LoadingMessage>
                ) : audiences.isError ? (
                  <ErrorMessage>{campaignTexts.audiencesLoadFailed}</ErrorMessage>
                ) : (
                  <div className={forms.choices}>
                    {audiences.data.map((audience) => (
                      <label key={audience.key} className={forms.choice}>
                        <input
                          type="checkbox"
                          checked={chosen.includes(audience.key)}
                          onChange={(event) => {
                            setError(null);
                            setChosen((keys) =>
                              event.target.checked
                                ? [...keys, audience.key]
                                : keys.filter((key) => key !== audience.key),
                            );
                          }}
                        />
                        {audience.name}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            )}
            {byAudience && chosen.length === 0 ? null : (
              <RecipientList
                state={subscriptions.isPending ? 'pending' : subscriptions.isError ? 'error' : 'ready'}
                recipients={recipients}
              />
            )}
          </>
        )}

        {!single && (
          <fieldset className={forms.fieldset} aria-describedby={ids.languageHint}>
            <legend className={forms.legend}>{campaignTexts.languageLegend}</legend>
            <p id={ids.languageHint} className={forms.hint}>
              {campaignTexts.languageHint}
            </p>
            <div className={forms.choices}>
              {languages.map((choice) => (
                <label key={choice} className={forms.choice}>
                  <input
                    type="radio"
                    name="mail-language"
                    value={choice}
                    checked={language === choice}
                    onChange={() => chooseLanguage(choice)}
                  />
                  <span lang={choice}>{languageNames[choice]}</span>
                  {choice !== 'en' && isWritten(versions[choice]) && (
                    <span className={styles.written}> ({campaignTexts.written})</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className={styles.version} hidden={shown !== DEFAULT_LANGUAGE}>
          <div className={forms.field}>
            <label htmlFor={ids.subject}>Subject</label>
            <input
              id={ids.subject}
              className={forms.control}
              value={subject}
              maxLength={MAIL_SUBJECT_MAX}
              aria-invalid={(contentMissing && !subject.trim()) || undefined}
              aria-describedby={contentMissing ? ids.error : undefined}
              onChange={(event) => setSubject(event.target.value)}
            />
          </div>
          <div className={forms.field}>
            <span className={forms.legend}>{campaignTexts.message}</span>
            <PageEditor
              key={editorKey}
              label={campaignTexts.message}
              value=""
              onChange={setMessage}
              choosePicture={pictures.choose}
            />
          </div>
        </div>
        {opened.map((of) => (
          <div key={of} className={styles.version} hidden={shown !== of} lang={of}>
            <div className={forms.field}>
              <label htmlFor={`${ids.subject}-${of}`} lang="en">
                {campaignTexts.subjectIn(languageNames[of])}
              </label>
              <input
                id={`${ids.subject}-${of}`}
                className={forms.control}
                value={versions[of].subject}
                maxLength={MAIL_SUBJECT_MAX}
                aria-invalid={(contentMissing && shown === of && !versions[of].subject.trim()) || undefined}
                aria-describedby={contentMissing && shown === of ? ids.error : undefined}
                onChange={(event) => setVersion(of, { subject: event.target.value })}
              />
            </div>
            <div className={forms.field}>
              <span className={forms.legend} lang="en">
                {campaignTexts.messageIn(languageNames[of])}
              </span>
              <PageEditor
                key={`${editorKey}-${of}`}
                label={campaignTexts.messageIn(languageNames[of])}
                value=""
                onChange={(html) => setVersion(of, { message: html })}
                choosePicture={pictures.choose}
              />
            </div>
          </div>
        ))}

        <SendTimeField
          value={sendTime}
          onChange={(value) => {
            setSendTime(value);
            if (error?.problem === 'time') setError(null);
          }}
          errorId={error?.problem === 'time' ? ids.error : undefined}
        />

        {/* Takes no room while it has nothing to say (the live regions stay in place to be heard). */}
        <div className={styles.feedback}>
          <div id={ids.error}>{error && <ErrorMessage>{error.text}</ErrorMessage>}</div>
          <p role="status" className={styles.sent}>
            {sent ? `✔ ${sentMessage}` : null}
          </p>
          <p role="status">{testOutcome}</p>
        </div>

        <div className={`${forms.actions} ${styles.draftActions}`}>
          <button
            type="button"
            className={forms.secondary}
            disabled={previewing.isPending}
            onClick={showPreview}
          >
            {previewing.isPending
              ? campaignTexts.previewing
              : shown === DEFAULT_LANGUAGE
                ? campaignTexts.preview
                : campaignTexts.previewOf(languageNames[shown])}
          </button>
          <button type="button" className={forms.secondary} disabled={testing.isPending} onClick={sendTest}>
            {testing.isPending ? campaignTexts.sendingTest : campaignTexts.sendTest}
          </button>
          <SubmitButton
            pending={send.isPending}
            label={sendTime.later ? campaignTexts.schedule : 'Send Email'}
            pendingLabel={sendTime.later ? campaignTexts.scheduling : messages.mail.sending}
          />
        </div>
      </form>
      <MailPreview preview={preview} onClose={() => setPreview(null)} />
      {pictures.dialog}
      <div className={styles.history}>
        <PanelErrorBoundary message={campaignHistoryFailed}>
          <CampaignHistory />
        </PanelErrorBoundary>
      </div>
    </>
  );
}

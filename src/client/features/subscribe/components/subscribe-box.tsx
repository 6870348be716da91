import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defaultOfferedAudiences, type AudienceChoice } from '#shared/api/audience-fields';
import { subscriptionPaths } from '#shared/api/subscription-paths';
import { SUBSCRIBE_FADE_MS, SUBSCRIBE_RESET_MS } from '#shared/constants';
import { useLanguage } from '#client/i18n/language-context.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { FilledCheckIcon } from '#client/components/ui/icons.tsx';
import form from '#client/components/ui/form.module.css';
import patterns from '#client/components/ui/patterns.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { useReducedMotion } from '#client/lib/use-reduced-motion.ts';
import { addSubscription } from '../api/add-subscription.ts';
import { celebrate } from './confetti.ts';
import styles from './subscribe-box.module.css';
import { FormPostNotes } from '#client/components/ui/form-post-notes.tsx';
import { FormNotice, noticeVersionOf } from '#client/features/privacy-notice/form-notice.tsx';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; message: string }
  | { kind: 'success'; message: string; confetti: boolean };

/**
 * The subscribe box. A success shows its message (and confetti unless the visitor prefers less motion),
 * starts fading the message after 2.5 s and clears everything after 6 s; a failure keeps what was typed.
 * The role choices are the audiences the administrator offers on the form (Teacher, Student, Parent on a
 * fresh install), as the page was rendered with them; each posts its key.
 */
export function SubscribeBox({ audiences = defaultOfferedAudiences }: { audiences?: AudienceChoice[] }) {
  const id = useId();
  const { language, texts } = useLanguage();
  const { subscribe: subscribeTexts, messages } = texts;
  const reducedMotion = useReducedMotion();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [fading, setFading] = useState(false);
  // The fields are uncontrolled and read at submit, so what a visitor types before the page has
  // hydrated is kept.
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (outcome.kind !== 'success') return;
    const fade = window.setTimeout(() => setFading(true), SUBSCRIBE_FADE_MS);
    const reset = window.setTimeout(() => {
      formRef.current?.reset();
      setFading(false);
      setOutcome({ kind: 'idle' });
    }, SUBSCRIBE_RESET_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(reset);
    };
  }, [outcome]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (outcome.kind !== 'success' || !outcome.confetti || !canvas) return;
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void celebrate(canvas).then((celebration) => {
      if (stopped) celebration.stop();
      else stop = celebration.stop;
    });
    return () => stop();
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFading(false);
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '');
    const role = String(fields.get('role') ?? '');
    const emailValid = email.trim() !== '' && (emailRef.current?.validity.valid ?? true);
    if (!emailValid || !role) {
      setOutcome({ kind: 'error', message: messages.subscriptions.invalidInput });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const result = await addSubscription(
        // The page's language: the subscriber's mail comes in it (English pages send nothing, as before).
        {
          email: email.trim(),
          role,
          noticeVersion: noticeVersionOf(fields),
          ...(language === 'en' ? {} : { language }),
        },
        messages.subscriptions.failed,
      );
      setOutcome({
        kind: 'success',
        message: result.pendingConfirmation ? result.message : messages.subscriptions.success,
        confetti: !reducedMotion,
      });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof ApiError ? error.message : messages.subscriptions.networkError,
      });
    }
  }

  const sending = outcome.kind === 'sending';
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {subscribeTexts.title}
      </h1>
      <p className={patterns.mutedLead}>{subscribeTexts.lead}</p>
      {/* The page checks the fields itself, so its own message shows instead of the browser's. */}
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        method="post"
        action={subscriptionPaths.add}
      >
        <FormPostNotes sent={messages.subscriptions.success} />
        <label htmlFor={`${id}-email`} className={form.label}>
          {subscribeTexts.emailLabel}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={subscribeTexts.emailPlaceholder}
          className={`${form.control} ${styles.control}`}
        />
        <label htmlFor={`${id}-role`} className={form.label}>
          {subscribeTexts.roleLabel}
        </label>
        <select
          id={`${id}-role`}
          name="role"
          required
          className={`${form.control} ${styles.control}`}
          defaultValue=""
        >
          <option value="" disabled>
            {subscribeTexts.rolePlaceholder}
          </option>
          {audiences.map((audience) => (
            <option key={audience.key} value={audience.key}>
              {audience.name}
            </option>
          ))}
        </select>
        <FormNotice />
        {/* Without JavaScript the page's language goes with the form, as the notice's version does. */}
        {language !== 'en' && <input type="hidden" name="language" value={language} />}
        <button type="submit" className={buttonClassName('primary', 'md', form.wide)} disabled={sending}>
          {sending ? subscribeTexts.submitting : subscribeTexts.submit}
        </button>
      </form>
      <div role="status" className={`${form.success} ${styles.success}`} data-fading={fading || undefined}>
        {outcome.kind === 'success' && (
          <>
            <FilledCheckIcon />
            <span>{outcome.message}</span>
          </>
        )}
      </div>
      <div role="alert" className={`${form.error} ${styles.message}`}>
        {outcome.kind === 'error' && outcome.message}
      </div>
      {outcome.kind === 'success' && outcome.confetti && (
        <canvas ref={canvasRef} className={styles.confetti} aria-hidden="true" />
      )}
    </section>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/api/auth';
import { acceptInvitationSchema, staffMessages, type InvitationDetails } from '#shared/api/staff';
import { formatIndiaTime } from '#shared/india-time';
import { buttonClassName } from '#client/components/ui/button.tsx';
import form from '#client/components/ui/form.module.css';
import { ApiError } from '#client/lib/api-client.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { rememberLogin } from '#client/features/auth/auth-storage.ts';
import { acceptInvitation, fetchInvitation } from './api/invitation.ts';
import { staffTexts as say } from './staff-texts.ts';
import styles from './invitation.module.css';

type Load =
  | { kind: 'checking' }
  | { kind: 'ready'; invitation: InvitationDetails }
  | { kind: 'refused'; message: string; usedLink: boolean };

type Errors = Partial<Record<'name' | 'password' | 'again', string>>;

/** The link of a refused invitation was used already: the person may have an account to sign in to. */
const isUsedLink = (message: string) => message === staffMessages.linkUsed;

/**
 * The page an invitation mail links to: says who invited whom as what, then asks for a name and a password
 * (twice) and opens the dashboard signed in. A dead link says why and what to do.
 */
export function InvitationScreen() {
  const [params] = useSearchParams();
  // Read once the browser has taken over: the page was prerendered without any token, and hydrates as such.
  const hydrated = useHydrated();
  const token = hydrated ? (params.get('token') ?? '') : null;
  const [load, setLoad] = useState<Load>({ kind: 'checking' });

  useEffect(() => {
    // An address cut short before its token: nothing to ask the server (shown below).
    if (!token) return;
    const controller = new AbortController();
    fetchInvitation(token, controller.signal)
      .then((invitation) => setLoad({ kind: 'ready', invitation }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const refused = error instanceof ApiError && error.field === 'token';
        const message = refused ? error.message : say.loadLinkFailed;
        setLoad({ kind: 'refused', message, usedLink: refused && isUsedLink(message) });
      });
    return () => controller.abort();
  }, [token]);
  const shown: Load =
    token === '' ? { kind: 'refused', message: staffMessages.linkUnknown, usedLink: false } : load;

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="invitation-title">
        <h1 id="invitation-title">{say.pageTitle}</h1>
        {shown.kind === 'checking' && <p role="status">{say.checking}</p>}
        {shown.kind === 'refused' && <Refused message={shown.message} usedLink={shown.usedLink} />}
        {shown.kind === 'ready' && token && (
          <AcceptForm
            token={token}
            invitation={shown.invitation}
            onDeadLink={(message) => setLoad({ kind: 'refused', message, usedLink: isUsedLink(message) })}
          />
        )}
      </section>
    </div>
  );
}

function Refused({ message, usedLink }: { message: string; usedLink: boolean }) {
  return (
    <div className={styles.refused}>
      <h2>{say.linkProblemHeading}</h2>
      <p role="alert" className={form.error}>
        {message}
      </p>
      {usedLink && (
        <p>
          <Link to="/login">{say.goToLogin}</Link>
        </p>
      )}
    </div>
  );
}

function AcceptForm(props: {
  token: string;
  invitation: InvitationDetails;
  onDeadLink: (message: string) => void;
}) {
  const { invitation } = props;
  const navigate = useNavigate();
  const ids = { name: useId(), password: useId(), again: useId(), message: useId() };
  const [name, setName] = useState(invitation.name);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'idle') return;
    setFailure('');
    const parsed = acceptInvitationSchema.safeParse({ token: props.token, name, password });
    const found: Errors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'password') && !found[field]) found[field] = issue.message;
    }
    if (!found.password && password !== again) found.again = say.passwordsDiffer;
    setErrors(found);
    if (!parsed.success || found.again) return;
    setState('sending');
    try {
      const answer = await acceptInvitation(parsed.data);
      rememberLogin(answer.email);
      setState('done');
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setState('idle');
      if (error instanceof ApiError && error.field === 'token') return props.onDeadLink(error.message);
      if (error instanceof ApiError && (error.field === 'name' || error.field === 'password')) {
        setErrors({ [error.field]: error.message });
        return;
      }
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : say.changeFailed);
    }
  }

  const role = invitation.roleLabel;
  const inviter = invitation.invitedBy;
  const field = (key: keyof Errors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': [`${ids[key]}-hint`, errors[key] ? `${ids[key]}-error` : '']
      .filter(Boolean)
      .join(' '),
  });
  const problem = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`${ids[key]}-error`} className={styles.fieldError}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <>
      <p className={styles.lead}>
        {inviter
          ? say.invitedYou(inviter.name ? `${inviter.name} (${inviter.email})` : inviter.email, role)
          : say.invitedYouNoOne(role)}
      </p>
      <div className={styles.role}>
        <p>{say.roleMeans(role)}</p>
        <p>{invitation.roleDescription}</p>
      </div>
      <p>{say.accountFor(invitation.email)}</p>
      <p className={styles.until}>{say.linkUntil(formatIndiaTime(invitation.expiresAt))}</p>

      <form className={form.form} noValidate onSubmit={(event) => void submit(event)}>
        {/* Lets a password manager store the new password under the right address. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <div className={form.field}>
          <label htmlFor={ids.name}>{say.yourName}</label>
          <p id={`${ids.name}-hint`} className={form.note}>
            {say.yourNameHint}
          </p>
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            readOnly={state !== 'idle'}
            {...field('name')}
          />
          {problem('name')}
        </div>
        <div className={form.field}>
          <label htmlFor={ids.password}>{say.password}</label>
          <p id={`${ids.password}-hint`} className={form.note}>
            {say.passwordHint(PASSWORD_MIN_LENGTH)}
          </p>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            autoCapitalize="none"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            readOnly={state !== 'idle'}
            {...field('password')}
          />
          {problem('password')}
        </div>
        <div className={form.field}>
          <label htmlFor={ids.again}>{say.passwordAgain}</label>
          <input
            id={ids.again}
            name="password-again"
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            autoCapitalize="none"
            value={again}
            onChange={(event) => setAgain(event.target.value)}
            readOnly={state !== 'idle'}
            aria-invalid={errors.again ? true : undefined}
            aria-describedby={errors.again ? `${ids.again}-error` : undefined}
          />
          {problem('again')}
        </div>
        <div id={ids.message}>
          {failure && (
            <p role="alert" className={form.error}>
              {failure}
            </p>
          )}
          <p role="status" className={state === 'done' ? form.success : undefined}>
            {state === 'done' ? say.acceptedGoing : null}
          </p>
        </div>
        <button
          type="submit"
          className={buttonClassName('primary', 'md', form.wide)}
          disabled={state !== 'idle'}
        >
          {state === 'sending' ? say.accepting : say.accept}
        </button>
      </form>
    </>
  );
}

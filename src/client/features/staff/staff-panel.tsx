import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PendingInvitation, StaffMember } from '#shared/api/staff';
import { formatIndiaDate, formatIndiaTime } from '#shared/india-time';
import { roles, roleTexts, type Role } from '#shared/staff/roles';
import { errorMessage } from '#client/admin/error-message.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { queryKeys } from '#client/admin/query-keys.ts';
import forms from '#client/admin/forms.module.css';
import badges from '#client/admin/status-badge.module.css';
import { useStaff } from './api/get-staff.ts';
import {
  useChangeRole,
  useChangeStatus,
  useRemovePerson,
  useResendInvitation,
  useSignOutEverywhere,
  useWithdrawInvitation,
} from './api/staff-changes.ts';
import { twoStepTexts as twoStep } from '#client/features/second-factor/second-factor-texts.ts';
import { useClearSecondFactor } from '#client/features/second-factor/second-factor-api.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { staffTexts as say } from './staff-texts.ts';
import styles from './staff.module.css';

const nameOf = (person: { name: string; email: string }) => person.name || person.email;

/**
 * The owner's Staff panel: who can sign in, with which role, and the invitations on their way. Every change
 * says what it will do and waits for a yes; each can be undone from here (restore, change back, invite again).
 */
export function StaffPanel() {
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  const [error, setError] = useState('');
  const confirm = useConfirm();
  const popup = useSuccessPopup();
  const queryClient = useQueryClient();
  const changes = {
    role: useChangeRole(),
    status: useChangeStatus(),
    signOut: useSignOutEverywhere(),
    clearSecondFactor: useClearSecondFactor(),
    remove: useRemovePerson(),
    resend: useResendInvitation(),
    withdraw: useWithdrawInvitation(),
  };
  const busy = Object.values(changes).some((change) => change.isPending);
  // Where focus goes once a removed person's or invitation's card, and the button pressed on it, is gone.
  const peopleHeading = useRef<HTMLHeadingElement>(null);
  const invitationsHeading = useRef<HTMLHeadingElement>(null);

  if (staff.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (staff.isError) return <LoadError message={say.loadFailed} onRetry={() => void staff.refetch()} />;
  const { people, invitations } = staff.data;

  /** Asks first; on yes, runs the change and shows the server's own words for what happened. */
  async function act<T>(
    question: string,
    run: (
      variables: T,
      callbacks: { onSuccess: (answer: { message: string }) => void; onError: (e: unknown) => void },
    ) => void,
    variables: T,
    confirmLabel: 'Confirm' | 'Delete' = 'Confirm',
    options: { aboutYou?: boolean; focusAfter?: RefObject<HTMLElement | null> } = {},
  ): Promise<boolean> {
    setError('');
    if (!(await confirm({ message: question, confirmLabel }))) return false;
    run(variables, {
      onSuccess: (answer) => {
        popup(answer.message);
        // A change to one's own role changes the menu at once (and may close this panel).
        if (options.aboutYou) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        options.focusAfter?.current?.focus();
      },
      onError: (failure) => setError(errorMessage(failure, say.changeFailed)),
    });
    return true;
  }

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.intro}</p>
      <div>
        <button type="button" className={forms.primary} onClick={() => setInviting(true)}>
          {say.inviteButton}
        </button>
      </div>
      <div aria-live="polite">{error && <ErrorMessage>{error}</ErrorMessage>}</div>

      <section className={styles.section} aria-labelledby="staff-people">
        <h3 id="staff-people" ref={peopleHeading} tabIndex={-1} className={styles.sectionHeading}>
          {say.peopleHeading}
        </h3>
        <ul className={styles.list} aria-label={say.peopleLabel}>
          {people.map((person) => (
            <PersonCard
              key={person.id}
              person={person}
              busy={busy}
              onRole={(role) =>
                act(
                  say.confirmRole(
                    nameOf(person),
                    roleTexts[person.role].label,
                    roleTexts[role].label,
                    roleTexts[role].description,
                    person.isYou,
                  ),
                  changes.role.mutate,
                  { id: person.id, role },
                  'Confirm',
                  { aboutYou: person.isYou },
                )
              }
              onSuspend={() =>
                void act(say.confirmSuspend(nameOf(person)), changes.status.mutate, {
                  id: person.id,
                  status: 'suspended' as const,
                })
              }
              onRestore={() =>
                void act(
                  say.confirmRestore(nameOf(person), roleTexts[person.role].label),
                  changes.status.mutate,
                  { id: person.id, status: 'active' as const },
                )
              }
              onSignOut={() =>
                void act(say.confirmSignOut(nameOf(person)), changes.signOut.mutate, person.id)
              }
              onClearSecondFactor={() =>
                void act(twoStep.confirmClear(nameOf(person)), changes.clearSecondFactor.mutate, person.id)
              }
              onRemove={() =>
                void act(
                  say.confirmRemove(nameOf(person), person.email),
                  changes.remove.mutate,
                  person.id,
                  'Delete',
                  { focusAfter: peopleHeading },
                )
              }
            />
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="staff-invitations">
        <h3 id="staff-invitations" ref={invitationsHeading} tabIndex={-1} className={styles.sectionHeading}>
          {say.invitationsHeading}
        </h3>
        {invitations.length === 0 ? (
          <EmptyMessage>{say.noInvitations}</EmptyMessage>
        ) : (
          <ul className={styles.list} aria-label={say.invitationsLabel}>
            {invitations.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                invitation={invitation}
                busy={busy}
                onResend={() =>
                  void act(say.confirmResend(invitation.email), changes.resend.mutate, invitation.id)
                }
                onWithdraw={() =>
                  void act(
                    say.confirmWithdraw(invitation.email),
                    changes.withdraw.mutate,
                    invitation.id,
                    'Delete',
                    { focusAfter: invitationsHeading },
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>

      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onSent={(message) => {
          setInviting(false);
          popup(message);
        }}
      />
    </div>
  );
}

function PersonCard(props: {
  person: StaffMember;
  busy: boolean;
  /** Resolves true when the change was confirmed (the form then closes). */
  onRole: (role: Role) => Promise<boolean>;
  onSuspend: () => void;
  onRestore: () => void;
  onSignOut: () => void;
  onClearSecondFactor: () => void;
  onRemove: () => void;
}) {
  const { person, busy } = props;
  const name = nameOf(person);
  const [editingRole, setEditingRole] = useState(false);
  const roleButton = useRef<HTMLButtonElement>(null);
  const closeRoleForm = () => {
    setEditingRole(false);
    roleButton.current?.focus();
  };
  const suspended = person.status === 'suspended';
  return (
    <li className={styles.item}>
      <div className={styles.summary}>
        <h4 className={styles.name}>{name}</h4>
        {person.isYou && (
          <span className={badges.badge} data-tone="waiting">
            {say.you}
          </span>
        )}
        <span className={badges.badge} data-tone="done">
          {roleTexts[person.role].label}
        </span>
        <span className={badges.badge} data-tone={suspended ? 'off' : 'done'}>
          {suspended ? say.suspended : say.active}
        </span>
      </div>
      <p className={styles.details}>
        {person.name && <span className={styles.email}>{person.email}</span>}
        <span>{person.lastSeenAt ? say.lastSeen(formatIndiaTime(person.lastSeenAt)) : say.notSignedIn}</span>
        <span>{say.since(formatIndiaDate(person.createdAt))}</span>
      </p>
      <div className={styles.actions}>
        <button
          ref={roleButton}
          type="button"
          className={`${forms.secondary} ${forms.small}`}
          aria-label={say.changeRoleOf(name)}
          aria-expanded={editingRole}
          disabled={busy}
          onClick={() => setEditingRole((open) => !open)}
        >
          {say.changeRole}
        </button>
        {!person.isYou && (
          <>
            {suspended ? (
              <button
                type="button"
                className={`${forms.secondary} ${forms.small}`}
                aria-label={say.restoreWho(name)}
                disabled={busy}
                onClick={props.onRestore}
              >
                {say.restore}
              </button>
            ) : (
              <button
                type="button"
                className={`${forms.secondary} ${forms.small}`}
                aria-label={say.suspendWho(name)}
                disabled={busy}
                onClick={props.onSuspend}
              >
                {say.suspend}
              </button>
            )}
            <button
              type="button"
              className={`${forms.secondary} ${forms.small}`}
              aria-label={say.signOutWho(name)}
              disabled={busy || !person.lastSeenAt}
              onClick={props.onSignOut}
            >
              {say.signOut}
            </button>
            <button
              type="button"
              className={`${forms.secondary} ${forms.small}`}
              aria-label={twoStep.clearWho(name)}
              disabled={busy}
              onClick={props.onClearSecondFactor}
            >
              {twoStep.clear}
            </button>
            <button
              type="button"
              className={`${forms.danger} ${forms.small}`}
              aria-label={say.removeWho(name)}
              disabled={busy}
              onClick={props.onRemove}
            >
              {say.remove}
            </button>
          </>
        )}
      </div>
      {editingRole && (
        <RoleForm
          person={person}
          pending={busy}
          onSave={async (role) => {
            if (await props.onRole(role)) closeRoleForm();
          }}
          onCancel={closeRoleForm}
        />
      )}
    </li>
  );
}

function RoleForm(props: {
  person: StaffMember;
  pending: boolean;
  onSave: (role: Role) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [role, setRole] = useState<Role>(props.person.role);
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (role === props.person.role) return props.onCancel();
    void props.onSave(role);
  }
  return (
    <form className={styles.inlineForm} noValidate onSubmit={save}>
      <div className={forms.field}>
        <label htmlFor={id}>{say.newRoleOf(nameOf(props.person))}</label>
        <select
          id={id}
          className={forms.control}
          value={role}
          autoFocus
          aria-describedby={`${id}-means`}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {roles.map((choice) => (
            <option key={choice} value={choice}>
              {roleTexts[choice].label}
            </option>
          ))}
        </select>
        <p id={`${id}-means`} className={forms.hint}>
          {roleTexts[role].description}
        </p>
      </div>
      <div className={forms.actions}>
        <button type="submit" className={forms.primary} disabled={props.pending}>
          {say.saveRole}
        </button>
        <button type="button" className={forms.secondary} onClick={props.onCancel}>
          {say.cancel}
        </button>
      </div>
    </form>
  );
}

function InvitationCard(props: {
  invitation: PendingInvitation;
  busy: boolean;
  onResend: () => void;
  onWithdraw: () => void;
}) {
  const { invitation, busy } = props;
  const until = formatIndiaTime(invitation.expiresAt);
  return (
    <li className={styles.item}>
      <div className={styles.summary}>
        <h4 className={styles.name}>{invitation.name || invitation.email}</h4>
        <span className={badges.badge} data-tone={invitation.expired ? 'off' : 'waiting'}>
          {invitation.expired ? say.expiredOn(until) : say.worksUntil(until)}
        </span>
      </div>
      <p className={styles.details}>
        {invitation.name && <span className={styles.email}>{invitation.email}</span>}
        <span>
          {say.invitedAs(roleTexts[invitation.role].label)}
          {invitation.invitedBy && ` ${say.invitedBy(invitation.invitedBy)}`}
        </span>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${forms.secondary} ${forms.small}`}
          aria-label={say.resendTo(invitation.email)}
          disabled={busy}
          onClick={props.onResend}
        >
          {say.resend}
        </button>
        <button
          type="button"
          className={`${forms.danger} ${forms.small}`}
          aria-label={say.withdrawTo(invitation.email)}
          disabled={busy}
          onClick={props.onWithdraw}
        >
          {say.withdraw}
        </button>
      </div>
    </li>
  );
}

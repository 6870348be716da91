import { useDeferredValue, useId, useState } from 'react';
import { subscriberRoles, type Subscription } from '#shared/api/subscriptions';
import { isLanguage, languageNames } from '#shared/i18n/languages';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useAudiences } from '#client/features/audiences/get-audiences.ts';
import { useSetSubscriberAudience } from '#client/features/audiences/set-subscriber-audience.ts';
import { useSubscriptions } from '../get-subscriptions.ts';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import { EmptyMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { downloadCsv } from '#client/lib/download-csv.ts';
import { subscribersCsv } from '../subscribers-csv.ts';
import { roleLabels, statusLabels, statusTones, subscribedOn } from '../subscriber-labels.ts';
import { consentWords } from '#client/features/privacy-notice/consent-words.ts';
import badges from '#client/admin/status-badge.module.css';
import styles from './subscriptions.module.css';

/** An audience's key, or every audience. */
type RoleFilter = string;

export function filterSubscribers(rows: Subscription[], role: RoleFilter, search: string): Subscription[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) => (role === 'all' || row.role === role) && (!needle || row.email.toLowerCase().includes(needle)),
  );
}

const say = {
  audienceOf: (email: string) => `Audience of ${email}`,
  moved: (email: string, name: string) => `${email} is now in the audience “${name}”.`,
  moveFailed: 'The subscriber could not be moved. Please try again.',
};

/**
 * List Subscribers: filter by role (audience), search by address, export what is shown as CSV, and move a
 * subscriber to another audience.
 */
export function SubscriberList() {
  const ids = { role: useId(), search: useId(), error: useId() };
  const subscriptions = useSubscriptions();
  const audiences = useAudiences();
  const setAudience = useSetSubscriberAudience();
  const popup = useSuccessPopup();
  const [moveError, setMoveError] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  if (subscriptions.isPending) return <LoadingMessage>Loading subscribers...</LoadingMessage>;
  if (subscriptions.isError)
    return (
      <LoadError message={messages.subscriptions.fetchFailed} onRetry={() => void subscriptions.refetch()} />
    );

  const all = subscriptions.data;
  // The audiences the administrator keeps; while they cannot be read, the specification's three roles.
  const choices =
    audiences.data?.map(({ key, name }) => ({ key, name })) ??
    subscriberRoles.map((key) => ({ key, name: roleLabels[key] }));
  const nameOf = (key: string) => choices.find((choice) => choice.key === key)?.name ?? key;
  const move = (row: Subscription, key: string) => {
    setMoveError('');
    setAudience.mutate(
      { id: row.id, audience: key },
      {
        onSuccess: () => popup(say.moved(row.email, nameOf(key))),
        onError: (failure) => setMoveError(errorMessage(failure, say.moveFailed)),
      },
    );
  };
  const shown = filterSubscribers(all, role, deferredSearch);
  const exportShown = () =>
    downloadCsv(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`, subscribersCsv(shown));

  return (
    <div className={styles.list}>
      <div className={styles.filters}>
        <div className={forms.field}>
          <label htmlFor={ids.role}>Filter by role</label>
          <select
            id={ids.role}
            className={forms.control}
            value={role}
            onChange={(event) => setRole(event.target.value as RoleFilter)}
          >
            <option value="all">All roles</option>
            {choices.map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor={ids.search}>Search by email</label>
          <input
            id={ids.search}
            className={forms.control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="button" className={forms.secondary} disabled={shown.length === 0} onClick={exportShown}>
          Export CSV
        </button>
      </div>
      <p role="status" className={badges.count}>
        Showing {shown.length} of {all.length} subscriber{all.length === 1 ? '' : 's'}
      </p>
      <div id={ids.error}>{moveError && <ErrorMessage>{moveError}</ErrorMessage>}</div>
      {shown.length === 0 ? (
        <EmptyMessage>{messages.subscriptions.empty}</EmptyMessage>
      ) : (
        <DataTable caption="Subscribers" columns={['Email', 'Role', 'Subscribed on', 'Status', 'Consent']}>
          {shown.map((row) => (
            <DataRow key={row.id}>
              <DataCell label="Email">
                {row.email}
                {isLanguage(row.language) && (
                  // The language the subscriber's mail comes in: the page they subscribed on.
                  <span className={styles.language}>
                    Mail in <span lang={row.language}>{languageNames[row.language]}</span>
                  </span>
                )}
              </DataCell>
              <DataCell label="Role">
                {audiences.data ? (
                  <select
                    className={forms.control}
                    aria-label={say.audienceOf(row.email)}
                    value={row.role}
                    disabled={setAudience.isPending}
                    onChange={(event) => move(row, event.target.value)}
                  >
                    {choices.some((choice) => choice.key === row.role) ? null : (
                      <option value={row.role}>{row.role}</option>
                    )}
                    {choices.map((choice) => (
                      <option key={choice.key} value={choice.key}>
                        {choice.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  nameOf(row.role)
                )}
              </DataCell>
              <DataCell label="Subscribed on">{subscribedOn(row.subscribed_at)}</DataCell>
              <DataCell label="Status">
                <span className={badges.badge} data-tone={statusTones[row.status]}>
                  {statusLabels[row.status]}
                </span>
              </DataCell>
              <DataCell label="Consent">{consentWords(row.consent)}</DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}

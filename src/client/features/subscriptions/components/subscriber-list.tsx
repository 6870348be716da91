import { useDeferredValue, useId, useState } from 'react';
import { subscriberRoles, type SubscriberRole, type Subscription } from '#shared/api/subscriptions';
import { messages } from '#shared/messages';
import { useSubscriptions } from '../get-subscriptions.ts';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import { EmptyMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { downloadCsv } from '#client/lib/download-csv.ts';
import { subscribersCsv } from '../subscribers-csv.ts';
import { roleLabels, statusLabels, statusTones, subscribedOn } from '../subscriber-labels.ts';
import badges from '#client/admin/status-badge.module.css';
import styles from './subscriptions.module.css';

type RoleFilter = SubscriberRole | 'all';

export function filterSubscribers(rows: Subscription[], role: RoleFilter, search: string): Subscription[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (row) => (role === 'all' || row.role === role) && (!needle || row.email.toLowerCase().includes(needle)),
  );
}

/** List Subscribers: filter by role, search by address, export what is shown as CSV. */
export function SubscriberList() {
  const ids = { role: useId(), search: useId() };
  const subscriptions = useSubscriptions();
  const [role, setRole] = useState<RoleFilter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  if (subscriptions.isPending) return <LoadingMessage>Loading subscribers...</LoadingMessage>;
  if (subscriptions.isError)
    return (
      <LoadError message={messages.subscriptions.fetchFailed} onRetry={() => void subscriptions.refetch()} />
    );

  const all = subscriptions.data;
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
            {subscriberRoles.map((option) => (
              <option key={option} value={option}>
                {roleLabels[option]}
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
      {shown.length === 0 ? (
        <EmptyMessage>{messages.subscriptions.empty}</EmptyMessage>
      ) : (
        <DataTable caption="Subscribers" columns={['Email', 'Role', 'Subscribed on', 'Status']}>
          {shown.map((row) => (
            <DataRow key={row.id}>
              <DataCell label="Email">{row.email}</DataCell>
              <DataCell label="Role">{roleLabels[row.role]}</DataCell>
              <DataCell label="Subscribed on">{subscribedOn(row.subscribed_at)}</DataCell>
              <DataCell label="Status">
                <span className={badges.badge} data-tone={statusTones[row.status]}>
                  {statusLabels[row.status]}
                </span>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import {
  activityPaths,
  activityPersonLabel,
  activityTexts as rules,
  type ActivityEntry,
} from '#shared/api/activity';
import { formatIndiaTime } from '#shared/india-time';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import { EmptyMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { FieldError, describedBy } from '#client/admin/field.tsx';
import forms from '#client/admin/forms.module.css';
import {
  activityQuery,
  useActivity,
  useActivityFilters,
  type ActivityFilterValues,
} from './api/activity-api.ts';
import { activityTexts as say } from './activity-texts.ts';
import styles from './activity.module.css';

const noFilters: ActivityFilterValues = { person: '', area: '', from: '', to: '' };

/**
 * The activity log (docs/staff.md): who changed what, when and from where, newest first, filtered by person,
 * part of the dashboard and India day, a page at a time, and downloaded as CSV with the same filters.
 */
export function ActivityPanel() {
  const [filters, setFilters] = useState<ActivityFilterValues>(noFilters);
  const dayProblem = filters.from && filters.to && filters.from > filters.to ? rules.toBeforeFrom : '';
  const log = useActivity(filters, !dayProblem);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const hintId = useId();
  // After the last page is loaded, the Load more button goes: the keyboard's focus moves to the sentence
  // that says everything is shown, instead of being lost.
  const loadedAll = useRef<HTMLParagraphElement>(null);
  const loadingMore = useRef(false);
  useEffect(() => {
    if (loadingMore.current && !log.isFetchingNextPage && !log.hasNextPage) {
      loadedAll.current?.focus();
      loadingMore.current = false;
    }
  }, [log.isFetchingNextPage, log.hasNextPage]);

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{say.intro}</p>
      <Filters value={filters} onChange={setFilters} dayProblem={dayProblem} />
      {!dayProblem && (
        <p className={styles.download}>
          <a
            className={forms.secondary}
            href={`${activityPaths.csv}${activityQuery(filters)}`}
            download
            aria-describedby={hintId}
          >
            {say.download}
          </a>
          <span id={hintId} className={styles.hint}>
            {say.downloadHint}
          </span>
        </p>
      )}
      {dayProblem ? null : log.isPending ? (
        <LoadingMessage>{say.loading}</LoadingMessage>
      ) : log.isError ? (
        <LoadError message={say.loadFailed} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyMessage>{say.empty}</EmptyMessage>
      ) : (
        <>
          <DataTable
            caption={say.caption(entries.length, log.hasNextPage)}
            columns={Object.values(say.columns)}
          >
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </DataTable>
          {log.hasNextPage ? (
            <div className={forms.actions}>
              <button
                type="button"
                className={forms.secondary}
                disabled={log.isFetchingNextPage}
                onClick={() => {
                  loadingMore.current = true;
                  void log.fetchNextPage();
                }}
              >
                {log.isFetchingNextPage ? say.loadingMore : say.loadMore}
              </button>
            </div>
          ) : (
            <p ref={loadedAll} tabIndex={-1} className={styles.hint}>
              {say.allShown(entries.length)}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function EntryRow({ entry }: { entry: ActivityEntry }) {
  const c = say.columns;
  const who = entry.actorEmail
    ? activityPersonLabel({ email: entry.actorEmail, name: entry.actorName ?? '' })
    : say.unknownPerson;
  return (
    <DataRow>
      <DataCell label={c.when}>
        <time dateTime={entry.at}>{formatIndiaTime(entry.at)}</time>
      </DataCell>
      <DataCell label={c.who} className={styles.wrap}>
        {who}
      </DataCell>
      <DataCell label={c.where}>{entry.ip ?? say.unknownAddress}</DataCell>
      <DataCell label={c.what}>
        <span className={styles.action}>{entry.action}</span>
        <span className={styles.area}>{entry.area}</span>
      </DataCell>
      <DataCell label={c.target} className={styles.wrap}>
        {entry.target ?? ''}
      </DataCell>
      <DataCell label={c.change} className={styles.change}>
        {entry.before && (
          <span>
            <span className={styles.changeLabel}>{say.before}</span> {entry.before}
          </span>
        )}
        {entry.after && (
          <span>
            <span className={styles.changeLabel}>{say.after}</span> {entry.after}
          </span>
        )}
      </DataCell>
    </DataRow>
  );
}

interface FiltersProps {
  value: ActivityFilterValues;
  onChange: (value: ActivityFilterValues) => void;
  dayProblem: string;
}

/** Person, part of the dashboard and India days, each applied as it changes. */
function Filters({ value, onChange, dayProblem }: FiltersProps) {
  const options = useActivityFilters();
  const id = useId();
  const people = options.data?.people ?? [];
  const areas = options.data?.areas ?? [];
  const set = (change: Partial<ActivityFilterValues>) => onChange({ ...value, ...change });
  const toIds = { hint: `${id}-day-hint`, error: `${id}-to-error` };
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={say.filtersLegend}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className={forms.field}>
        <label htmlFor={`${id}-person`}>{say.person}</label>
        <select
          id={`${id}-person`}
          className={forms.control}
          value={value.person}
          onChange={(event) => set({ person: event.target.value })}
        >
          <option value="">{say.anyPerson}</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {activityPersonLabel(person)}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-area`}>{say.area}</label>
        <select
          id={`${id}-area`}
          className={forms.control}
          value={value.area}
          onChange={(event) => set({ area: event.target.value })}
        >
          <option value="">{say.anyArea}</option>
          {areas.map((area) => (
            <option key={area}>{area}</option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-from`}>{say.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          className={forms.control}
          value={value.from}
          aria-describedby={toIds.hint}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-to`}>{say.to}</label>
        <input
          id={`${id}-to`}
          type="date"
          className={forms.control}
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
          {...describedBy(toIds, dayProblem)}
        />
        <FieldError id={toIds.error} message={dayProblem} />
      </div>
      <p id={toIds.hint} className={styles.hint}>
        {say.dayHint}
      </p>
      <div className={styles.clear}>
        <button type="button" className={forms.secondary} onClick={() => onChange(noFilters)}>
          {say.clearFilters}
        </button>
      </div>
    </form>
  );
}

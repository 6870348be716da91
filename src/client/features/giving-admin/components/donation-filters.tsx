import { useId } from 'react';
import { donationStatuses, type DonationStatus } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import type { DonationFilters } from '../api/get-donations.ts';
import { recentFinancialYears } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.donations;

interface DonationFiltersProps {
  value: DonationFilters;
  onChange: (value: DonationFilters) => void;
}

/** Status, financial year (April to March) and a search, each sent to the server as it changes. */
export function DonationFiltersBar({ value, onChange }: DonationFiltersProps) {
  const ids = { status: useId(), year: useId(), search: useId() };
  return (
    <div className={styles.filters}>
      <div className={forms.field}>
        <label htmlFor={ids.status}>{say.status}</label>
        <select
          id={ids.status}
          className={forms.control}
          value={value.status ?? ''}
          onChange={(event) =>
            onChange({ ...value, status: (event.target.value || undefined) as DonationStatus | undefined })
          }
        >
          <option value="">{say.allStatuses}</option>
          {donationStatuses.map((status) => (
            <option key={status} value={status}>
              {givingAdminTexts.statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.year}>{say.year}</label>
        <select
          id={ids.year}
          className={forms.control}
          value={value.year ?? ''}
          onChange={(event) => onChange({ ...value, year: event.target.value || undefined })}
        >
          <option value="">{say.allYears}</option>
          {recentFinancialYears().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={forms.field}>
        <label htmlFor={ids.search}>{say.search}</label>
        <input
          id={ids.search}
          className={forms.control}
          type="search"
          value={value.q ?? ''}
          onChange={(event) => onChange({ ...value, q: event.target.value })}
        />
      </div>
    </div>
  );
}

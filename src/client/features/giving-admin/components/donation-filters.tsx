import { useId } from 'react';
import { donationStatuses, type DonationStatus } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import type { DonationFilters } from '../api/get-donations.ts';
import { recentFinancialYears } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { SelectField, plainOptions } from './select-field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.donations;
const statusOptions = [
  { value: '' as const, label: say.allStatuses },
  ...donationStatuses.map((status) => ({ value: status, label: givingAdminTexts.statusLabels[status] })),
];

interface DonationFiltersProps {
  value: DonationFilters;
  onChange: (value: DonationFilters) => void;
}

/** Status, financial year (April to March) and a search, each sent to the server as it changes. */
export function DonationFiltersBar({ value, onChange }: DonationFiltersProps) {
  const searchId = useId();
  return (
    <div className={styles.filters}>
      <SelectField<DonationStatus | ''>
        label={say.status}
        value={value.status ?? ''}
        options={statusOptions}
        onChange={(status) => onChange({ ...value, status: status || undefined })}
      />
      <SelectField
        label={say.year}
        value={value.year ?? ''}
        options={[{ value: '', label: say.allYears }, ...plainOptions(recentFinancialYears())]}
        onChange={(year) => onChange({ ...value, year: year || undefined })}
      />
      <div className={forms.field}>
        <label htmlFor={searchId}>{say.search}</label>
        <input
          id={searchId}
          className={forms.control}
          type="search"
          value={value.q ?? ''}
          onChange={(event) => onChange({ ...value, q: event.target.value })}
        />
      </div>
    </div>
  );
}

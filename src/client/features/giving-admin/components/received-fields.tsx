import { donationModeLabels, donationModes, type DonationMode } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import type { FieldErrors } from '../field-errors.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { SelectField, plainOptions } from './select-field.tsx';
import { TextField, codeEntry } from './text-field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.received;
const modeOptions = donationModes.map((mode) => ({ value: mode, label: donationModeLabels[mode] }));
const idOptions = [{ value: '' as const, label: say.noId }, ...plainOptions(['PAN', 'Aadhaar'] as const)];

export interface ReceivedDraft {
  receivedOn: string;
  mode: DonationMode;
  utr: string;
  chequeNumber: string;
}

export interface IdentityDraft {
  idCode: '' | 'PAN' | 'Aadhaar';
  idNumber: string;
  donorAddress: string;
}

/** The request body's part for how and when the money arrived: only what the mode needs. */
export const receivedBody = (draft: ReceivedDraft) => ({
  receivedOn: draft.receivedOn,
  mode: draft.mode,
  ...(draft.mode === 'upi' && draft.utr.trim() ? { utr: draft.utr } : {}),
  ...(draft.mode === 'cheque' ? { chequeNumber: draft.chequeNumber } : {}),
});

/** The request body's part for the receipt: a PAN or Aadhaar number and the address, when given. */
export const identityBody = (draft: IdentityDraft) =>
  draft.idCode
    ? { idCode: draft.idCode, idNumber: draft.idNumber, donorAddress: draft.donorAddress }
    : draft.donorAddress.trim()
      ? { donorAddress: draft.donorAddress }
      : {};

interface FieldsProps<T> {
  value: T;
  onChange: (value: T) => void;
  errors: FieldErrors;
}

/** Date, mode and the UTR (UPI) or cheque number of a donation received. */
export function ReceivedFields({ value, onChange, errors }: FieldsProps<ReceivedDraft>) {
  return (
    <>
      <div className={forms.row}>
        <TextField
          label={say.date}
          type="date"
          required
          value={value.receivedOn}
          error={errors.receivedOn}
          onChange={(receivedOn) => onChange({ ...value, receivedOn })}
        />
        <SelectField
          label={say.mode}
          value={value.mode}
          options={modeOptions}
          onChange={(mode) => onChange({ ...value, mode })}
        />
      </div>
      {value.mode === 'upi' && (
        <TextField
          label={say.utr}
          hint={say.utrHint}
          value={value.utr}
          inputMode="numeric"
          {...codeEntry}
          error={errors.utr}
          onChange={(utr) => onChange({ ...value, utr })}
        />
      )}
      {value.mode === 'cheque' && (
        <TextField
          label={say.chequeNumber}
          required
          value={value.chequeNumber}
          {...codeEntry}
          error={errors.chequeNumber}
          onChange={(chequeNumber) => onChange({ ...value, chequeNumber })}
        />
      )}
    </>
  );
}

/** PAN or Aadhaar and postal address, which an 80G receipt and Form 10BD need. */
export function IdentityFields({ value, onChange, errors }: FieldsProps<IdentityDraft>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{say.idLegend}</legend>
      <SelectField
        label={say.idCode}
        value={value.idCode}
        options={idOptions}
        onChange={(idCode) => onChange({ ...value, idCode })}
      />
      {value.idCode && (
        <>
          <TextField
            label={say.idNumber}
            value={value.idNumber}
            {...codeEntry}
            error={errors.idNumber}
            onChange={(idNumber) => onChange({ ...value, idNumber: idNumber.toUpperCase() })}
          />
          <TextField
            label={say.address}
            value={value.donorAddress}
            {...codeEntry}
            error={errors.donorAddress}
            onChange={(donorAddress) => onChange({ ...value, donorAddress })}
          />
        </>
      )}
    </fieldset>
  );
}

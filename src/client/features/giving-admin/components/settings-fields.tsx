import forms from '#client/admin/forms.module.css';
import type { FieldErrors } from '../field-errors.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import type { SettingsDraft } from './giving-settings-form.tsx';
import { TextField, codeEntry } from './text-field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.settings;

interface SettingsFieldsProps {
  value: SettingsDraft;
  onChange: (value: SettingsDraft) => void;
  errors: FieldErrors;
}

/** UPI, bank and 80G details of the giving settings. */
export function SettingsFields({ value, onChange, errors }: SettingsFieldsProps) {
  const bank = (change: Partial<SettingsDraft['bank']>) =>
    onChange({ ...value, bank: { ...value.bank, ...change } });
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{say.upiLegend}</legend>
        <div className={forms.row}>
          <TextField
            label={say.upiId}
            hint={say.upiHint}
            value={value.upiId}
            {...codeEntry}
            error={errors.upiId}
            onChange={(upiId) => onChange({ ...value, upiId })}
          />
          <TextField
            label={say.payeeName}
            hint={say.payeeHint}
            value={value.payeeName}
            error={errors.payeeName}
            onChange={(payeeName) => onChange({ ...value, payeeName })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{say.bankLegend}</legend>
        <div className={forms.row}>
          <TextField
            label={say.accountName}
            value={value.bank.accountName}
            error={errors['bank.accountName']}
            onChange={(accountName) => bank({ accountName })}
          />
          <TextField
            label={say.accountNumber}
            value={value.bank.accountNumber}
            inputMode="numeric"
            {...codeEntry}
            error={errors['bank.accountNumber']}
            onChange={(accountNumber) => bank({ accountNumber })}
          />
          <TextField
            label={say.ifsc}
            hint={say.ifscHint}
            value={value.bank.ifsc}
            {...codeEntry}
            error={errors['bank.ifsc']}
            onChange={(ifsc) => bank({ ifsc: ifsc.toUpperCase() })}
          />
          <TextField
            label={say.branch}
            value={value.bank.branch}
            error={errors['bank.branch']}
            onChange={(branch) => bank({ branch })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{say.taxLegend}</legend>
        <div className={forms.row}>
          <TextField
            label={say.pan}
            value={value.pan}
            {...codeEntry}
            error={errors.pan}
            onChange={(pan) => onChange({ ...value, pan: pan.toUpperCase() })}
          />
          <TextField
            label={say.urn}
            value={value.urn}
            {...codeEntry}
            error={errors.urn}
            onChange={(urn) => onChange({ ...value, urn: urn.toUpperCase() })}
          />
          <TextField
            label={say.urnIssuedOn}
            type="date"
            value={value.urnIssuedOn}
            error={errors.urnIssuedOn}
            onChange={(urnIssuedOn) => onChange({ ...value, urnIssuedOn })}
          />
          <TextField
            label={say.sectionCode}
            hint={say.sectionHint}
            value={value.sectionCode}
            error={errors.sectionCode}
            onChange={(sectionCode) => onChange({ ...value, sectionCode })}
          />
        </div>
      </fieldset>
    </>
  );
}

import { useId } from 'react';
import { sponsorActions } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import { actionLabel } from '../action-labels.ts';
import type { FieldErrors } from '#client/admin/field-errors.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import type { SettingsDraft } from './giving-settings-form.tsx';
import { donationTypeOptions } from './received-fields.tsx';
import { SelectField } from './select-field.tsx';
import { TextField, codeEntry } from '#client/admin/field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.settings;

interface SettingsFieldsProps {
  value: SettingsDraft;
  onChange: (value: SettingsDraft) => void;
  errors: FieldErrors;
}

/** UPI, bank and 80G details of the giving settings, who signs the receipts and the 10BD types. */
export function SettingsFields({ value, onChange, errors }: SettingsFieldsProps) {
  const signatoryHintId = useId();
  const fcraHintId = useId();
  const typesHintId = useId();
  const purposesHintId = useId();
  const bank = (change: Partial<SettingsDraft['bank']>) =>
    onChange({ ...value, bank: { ...value.bank, ...change } });
  const signatory = (change: Partial<SettingsDraft['signatory']>) =>
    onChange({ ...value, signatory: { ...value.signatory, ...change } });
  const fcra = (change: Partial<SettingsDraft['fcraAccount']>) =>
    onChange({ ...value, fcraAccount: { ...value.fcraAccount, ...change } });
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
            label={say.urnValidFrom}
            hint={say.urnValidFromHint}
            type="date"
            value={value.urnValidFrom}
            error={errors.urnValidFrom}
            onChange={(urnValidFrom) => onChange({ ...value, urnValidFrom })}
          />
          <TextField
            label={say.urnValidUntil}
            hint={say.urnValidUntilHint}
            type="date"
            value={value.urnValidUntil}
            error={errors.urnValidUntil}
            onChange={(urnValidUntil) => onChange({ ...value, urnValidUntil })}
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
      <fieldset className={styles.group} aria-describedby={signatoryHintId}>
        <legend className={styles.legend}>{say.signatoryLegend}</legend>
        <p id={signatoryHintId} className={forms.hint}>
          {say.signatoryHint}
        </p>
        <div className={forms.row}>
          <TextField
            label={say.signatoryName}
            value={value.signatory.name}
            error={errors['signatory.name']}
            onChange={(name) => signatory({ name })}
          />
          <TextField
            label={say.signatoryDesignation}
            hint={say.signatoryDesignationHint}
            value={value.signatory.designation}
            error={errors['signatory.designation']}
            onChange={(designation) => signatory({ designation })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{say.donorsLegend}</legend>
        <div className={forms.row}>
          <TextField
            label={say.addressRequiredAbove}
            hint={say.addressRequiredHint}
            value={String(value.addressRequiredAbove)}
            inputMode="numeric"
            {...codeEntry}
            error={errors.addressRequiredAbove}
            onChange={(typed) =>
              onChange({ ...value, addressRequiredAbove: Number(typed.replace(/\D/g, '')) || 0 })
            }
          />
        </div>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={fcraHintId}>
        <legend className={styles.legend}>{say.fcraLegend}</legend>
        <p id={fcraHintId} className={forms.hint}>
          {say.fcraHint}
        </p>
        <div className={forms.row}>
          <TextField
            label={say.fcraAccountName}
            value={value.fcraAccount.accountName}
            error={errors['fcraAccount.accountName']}
            onChange={(accountName) => fcra({ accountName })}
          />
          <TextField
            label={say.fcraAccountNumber}
            value={value.fcraAccount.accountNumber}
            inputMode="numeric"
            {...codeEntry}
            error={errors['fcraAccount.accountNumber']}
            onChange={(accountNumber) => fcra({ accountNumber })}
          />
          <TextField
            label={say.fcraIfsc}
            hint={say.ifscHint}
            value={value.fcraAccount.ifsc}
            {...codeEntry}
            error={errors['fcraAccount.ifsc']}
            onChange={(ifsc) => fcra({ ifsc: ifsc.toUpperCase() })}
          />
          <TextField
            label={say.fcraBranch}
            value={value.fcraAccount.branch}
            error={errors['fcraAccount.branch']}
            onChange={(branch) => fcra({ branch })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={typesHintId}>
        <legend className={styles.legend}>{say.donationTypesLegend}</legend>
        <p id={typesHintId} className={forms.hint}>
          {say.donationTypesHint}
        </p>
        <div className={forms.row}>
          {sponsorActions.map((action) => (
            <SelectField
              key={action}
              label={actionLabel(action)}
              value={value.donationTypes[action]}
              options={donationTypeOptions}
              onChange={(type) =>
                onChange({ ...value, donationTypes: { ...value.donationTypes, [action]: type } })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={purposesHintId}>
        <legend className={styles.legend}>{say.purposesLegend}</legend>
        <p id={purposesHintId} className={forms.hint}>
          {say.purposesHint}
        </p>
        <div className={forms.row}>
          {sponsorActions.map((action) => (
            <TextField
              key={action}
              label={actionLabel(action)}
              value={value.purposes[action]}
              maxLength={200}
              error={errors[`purposes.${action}`]}
              onChange={(purpose) =>
                onChange({ ...value, purposes: { ...value.purposes, [action]: purpose } })
              }
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

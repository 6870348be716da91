import { sponsorActions, type Donation } from '#shared/api/giving';
import forms from '#client/admin/forms.module.css';
import { actionLabel } from '../action-labels.ts';
import type { FieldErrors } from '#client/admin/field-errors.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { GivenFields, IdentityFields, ReceivedFields } from './received-fields.tsx';
import { SelectField } from './select-field.tsx';
import { TextField, codeEntry } from '#client/admin/field.tsx';
import type { CorrectionDraft } from './use-correction-form.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.correct;
const record = givingAdminTexts.record;
const actionOptions = sponsorActions.map((action) => ({ value: action, label: actionLabel(action) }));

interface CorrectionFieldsProps {
  donation: Donation;
  value: CorrectionDraft;
  onChange: (value: CorrectionDraft) => void;
  errors: FieldErrors;
}

/**
 * Every fact of a donation, prefilled, to correct: the donor, what it was given for and how much, how and
 * when it arrived (a received donation) or the reference its donor gave (a pledge), what the gift is, and
 * the identity document (only masked: a new number replaces it, none keeps it) with the address.
 */
export function CorrectionFields({ donation, value, onChange, errors }: CorrectionFieldsProps) {
  const text = (key: 'fullName' | 'email' | 'mobile' | 'amount') => ({
    value: value[key],
    error: errors[key],
    onChange: (next: string) => onChange({ ...value, [key]: next }),
  });
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{say.donorLegend}</legend>
        <TextField label={record.fullName} autoComplete="off" {...text('fullName')} />
        <div className={forms.row}>
          <TextField label={record.email} type="email" autoComplete="off" {...text('email')} />
          <TextField label={record.mobile} type="tel" autoComplete="off" {...text('mobile')} />
        </div>
      </fieldset>
      <div className={forms.row}>
        <SelectField
          label={record.action}
          value={value.action}
          options={actionOptions}
          onChange={(action) => onChange({ ...value, action })}
        />
        <TextField label={record.amount} inputMode="numeric" {...text('amount')} />
      </div>
      {value.received ? (
        <ReceivedFields
          value={value.received}
          onChange={(received) => onChange({ ...value, received })}
          errors={errors}
        />
      ) : (
        <TextField
          label={say.pledgeReference}
          hint={say.pledgeReferenceHint}
          value={value.utr}
          {...codeEntry}
          error={errors.utr}
          onChange={(utr) => onChange({ ...value, utr })}
        />
      )}
      <GivenFields
        value={value.given}
        onChange={(given) => onChange({ ...value, given })}
        errors={errors}
        defaultType={donation.donationType}
      />
      <IdentityFields
        value={value.identity}
        onChange={(identity) => onChange({ ...value, identity })}
        errors={errors}
        onFile={donation.idCode ? { idCode: donation.idCode, idMasked: donation.idMasked } : null}
        showAddress
      />
    </>
  );
}

import {
  donationModeLabels,
  donationModes,
  donationTypes,
  type DonationMode,
  type DonationType,
} from '#shared/api/giving';
import { identityKinds, identityRules, type IdentityKind } from '#shared/giving/identity';
import forms from '#client/admin/forms.module.css';
import type { FieldErrors } from '#client/admin/field-errors.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { SelectField } from './select-field.tsx';
import { TextAreaField, TextField, codeEntry } from '#client/admin/field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.received;
const modeOptions = donationModes.map((mode) => ({ value: mode, label: donationModeLabels[mode] }));
const kindOptions = identityKinds.map((kind) => ({ value: kind, label: identityRules[kind].label }));
export const donationTypeOptions = donationTypes.map((type) => ({
  value: type,
  label: givingAdminTexts.donationTypeLabels[type],
}));

export interface ReceivedDraft {
  receivedOn: string;
  mode: DonationMode;
  /** The payment reference: a UPI UTR, or a bank transfer's IMPS, NEFT or RTGS reference. */
  utr: string;
  chequeNumber: string;
  /** What was given, for a gift in kind. */
  goods: string;
}

export interface GivenDraft {
  /** Form 10BD's type; null keeps the default (the pledge's, or the settings' for its action). */
  donationType: DonationType | null;
  purpose: string;
}

export interface IdentityDraft {
  idCode: '' | IdentityKind;
  idNumber: string;
  donorAddress: string;
}

/** Whether a mode of payment has a reference to quote: UPI and bank transfers. */
export const hasPaymentReference = (mode: DonationMode | null) => mode === 'upi' || mode === 'bank-transfer';

/** The request body's part for how and when the gift arrived: only what the mode needs. */
export const receivedBody = (draft: ReceivedDraft) => ({
  receivedOn: draft.receivedOn,
  mode: draft.mode,
  ...(hasPaymentReference(draft.mode) && draft.utr.trim() ? { utr: draft.utr } : {}),
  ...(draft.mode === 'cheque' ? { chequeNumber: draft.chequeNumber } : {}),
  ...(draft.mode === 'in-kind' ? { goods: draft.goods } : {}),
});

/** The request body's part for what the gift is: the type when one was chosen, the purpose when given. */
export const givenBody = (draft: GivenDraft) => ({
  ...(draft.donationType ? { donationType: draft.donationType } : {}),
  ...(draft.purpose.trim() ? { purpose: draft.purpose } : {}),
});

/** The request body's part for the receipt: an identity number and the address, when given. */
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

/** The payment reference's label and hint for a mode: a UPI UTR, or a bank transfer's reference. */
export const referenceTexts = (mode: DonationMode | null) =>
  mode === 'bank-transfer'
    ? { label: say.bankReference, hint: say.bankReferenceHint, inputMode: undefined }
    : { label: say.utr, hint: say.utrHint, inputMode: 'numeric' as const };

/** Date, mode and what the mode needs: the payment reference, the cheque number or the goods given. */
export function ReceivedFields({ value, onChange, errors }: FieldsProps<ReceivedDraft>) {
  const reference = referenceTexts(value.mode);
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
      {hasPaymentReference(value.mode) && (
        <TextField
          label={reference.label}
          hint={reference.hint}
          value={value.utr}
          inputMode={reference.inputMode}
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
      {value.mode === 'in-kind' && (
        <TextAreaField
          label={say.goods}
          hint={say.goodsHint}
          required
          value={value.goods}
          error={errors.goods}
          onChange={(goods) => onChange({ ...value, goods })}
        />
      )}
    </>
  );
}

interface GivenFieldsProps extends FieldsProps<GivenDraft> {
  /** The type shown until another is chosen. */
  defaultType: DonationType;
}

/** Form 10BD's donation type and the purpose the receipt names. */
export function GivenFields({ value, onChange, errors, defaultType }: GivenFieldsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{say.givenLegend}</legend>
      <SelectField
        label={say.donationType}
        hint={say.donationTypeHint}
        value={value.donationType ?? defaultType}
        options={donationTypeOptions}
        onChange={(donationType) => onChange({ ...value, donationType })}
      />
      <TextField
        label={say.purpose}
        hint={say.purposeHint}
        value={value.purpose}
        error={errors.purpose}
        onChange={(purpose) => onChange({ ...value, purpose })}
      />
    </fieldset>
  );
}

interface IdentityFieldsProps extends FieldsProps<IdentityDraft> {
  /** The identity the donation already has: kept unless another number is typed. */
  onFile?: { idCode: IdentityKind; idMasked: string | null } | null;
  /** False: the donation's identity is not asked again, only its missing address. */
  askIdentity?: boolean;
  /** Shows the address even when no identity document is chosen. */
  showAddress?: boolean;
  legend?: string;
}

/** The hint under an identity number: what one of its kind looks like, or that the one on file stays. */
function numberHint(kind: IdentityKind, onFile: IdentityFieldsProps['onFile']): string {
  if (onFile?.idCode === kind && onFile.idMasked)
    return givingAdminTexts.correct.idOnFile(`${identityRules[kind].label} ${onFile.idMasked}`);
  if (kind === 'PAN') return say.idNumberHints.PAN;
  if (kind === 'Aadhaar') return say.idNumberHints.Aadhaar;
  return say.idNumberHints.other;
}

/** An identity document and the postal address, which an 80G receipt and Form 10BD need. */
export function IdentityFields({
  value,
  onChange,
  errors,
  onFile = null,
  askIdentity = true,
  showAddress = false,
  legend = say.idLegend,
}: IdentityFieldsProps) {
  // A donation with an identity on file keeps one: the server has no way to take it away.
  const options = onFile ? kindOptions : [{ value: '' as const, label: say.noId }, ...kindOptions];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {askIdentity && (
        <>
          <SelectField<IdentityDraft['idCode']>
            label={say.idCode}
            hint={say.idHint}
            value={value.idCode}
            options={options}
            // A number typed for another kind of document would be read as this one: it starts again.
            onChange={(idCode) => onChange({ ...value, idCode, idNumber: '' })}
          />
          {value.idCode && (
            <TextField
              label={identityRules[value.idCode].label}
              hint={numberHint(value.idCode, onFile)}
              value={value.idNumber}
              {...codeEntry}
              error={errors.idNumber}
              onChange={(idNumber) => onChange({ ...value, idNumber: idNumber.toUpperCase() })}
            />
          )}
        </>
      )}
      {(showAddress || !askIdentity || value.idCode) && (
        <TextAreaField
          label={say.address}
          hint={say.addressHint}
          value={value.donorAddress}
          autoComplete="off"
          error={errors.donorAddress}
          onChange={(donorAddress) => onChange({ ...value, donorAddress })}
        />
      )}
    </fieldset>
  );
}

import { TextField } from '#client/admin/field.tsx';
import { backupTexts as say } from '../backup-admin-texts.ts';

interface PassphraseFieldsProps {
  value: { first: string; again: string };
  onChange: (value: { first: string; again: string }) => void;
  hint: string;
  errors: { passphrase?: string | undefined; again?: string | undefined };
}

/** A new passphrase typed twice, never filled in by the browser from a saved password. */
export function PassphraseFields({ value, onChange, hint, errors }: PassphraseFieldsProps) {
  return (
    <>
      <TextField
        label={say.passphrase}
        hint={hint}
        type="password"
        autoComplete="new-password"
        value={value.first}
        onChange={(first) => onChange({ ...value, first })}
        error={errors.passphrase}
      />
      <TextField
        label={say.repeat}
        type="password"
        autoComplete="new-password"
        value={value.again}
        onChange={(again) => onChange({ ...value, again })}
        error={errors.again}
      />
    </>
  );
}

/** The problems of a passphrase typed twice; none when both are the same and long enough. */
export function passphraseErrors(value: { first: string; again: string }, minLength: number, short: string) {
  if (value.first.length < minLength) return { passphrase: short };
  if (value.first !== value.again) return { again: say.mismatch };
  return {};
}

import { useId, useState, type FormEvent } from 'react';
import { bankStatementLimits, bankStatementMessages } from '#shared/api/giving-bank';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { TextField } from '#client/admin/field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.bankStatement;

interface BankStatementUploadProps {
  /** The bank accounts whose statements were read before, offered as the name is typed. */
  banks: readonly string[];
  pending: boolean;
  /** The server's refusal, shown under the form. */
  error: string | null;
  onRead: (statement: { bank: string; csv: string }) => void;
}

/** The account's name and its statement file; the file's size is checked before it is read or sent. */
export function BankStatementUpload({ banks, pending, error, onRead }: BankStatementUploadProps) {
  const fileId = useId();
  const banksId = useId();
  const [bank, setBank] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ bank?: string; file?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: { bank?: string; file?: string } = {
      ...(bank.trim() ? {} : { bank: bankStatementMessages.bankRequired }),
      ...(!file
        ? { file: say.fileRequired }
        : file.size > bankStatementLimits.bytes
          ? { file: bankStatementMessages.tooLarge }
          : {}),
    };
    setProblem(found);
    if (found.bank || found.file || !file) return;
    onRead({ bank: bank.trim(), csv: await file.text() });
  }

  const fileProblem = problem.file ?? null;
  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={say.bank}
        hint={say.bankHint}
        value={bank}
        list={banksId}
        autoComplete="off"
        error={problem.bank}
        onChange={setBank}
      />
      <datalist id={banksId}>
        {banks.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className={forms.field}>
        <label htmlFor={fileId}>{say.file}</label>
        <p id={`${fileId}-hint`} className={forms.hint}>
          {say.fileHint}
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className={forms.control}
          aria-describedby={`${fileId}-hint${fileProblem ? ` ${fileId}-error` : ''}`}
          aria-invalid={fileProblem ? true : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {fileProblem && (
          <p id={`${fileId}-error`} className={forms.fieldError}>
            {fileProblem}
          </p>
        )}
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={forms.actions}>
        <button type="submit" className={forms.primary} disabled={pending}>
          {pending ? say.reading : say.read}
        </button>
      </div>
    </form>
  );
}

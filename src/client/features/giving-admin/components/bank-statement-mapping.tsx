import { useId, type FormEvent } from 'react';
import {
  statementDateFormatLabels,
  statementDateFormats,
  type BankLayout,
  type StatementPreview,
} from '#shared/api/giving-bank';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import forms from '#client/admin/forms.module.css';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from '#client/admin/field.tsx';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.bankStatement;
type ColumnKey = keyof BankLayout['columns'];
const required: ColumnKey[] = ['date', 'narration', 'credit'];
const optional: ColumnKey[] = ['reference', 'debit', 'balance'];
const dateOptions = statementDateFormats.map((format) => ({
  value: format,
  label: statementDateFormatLabels[format],
}));
/** Lines of the preview shown around the first transaction. */
const SHOWN = 12;

interface BankStatementMappingProps {
  preview: StatementPreview;
  layout: BankLayout;
  onChange: (layout: BankLayout) => void;
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
}

/**
 * The first lines of the file, from just above the first transaction, and a choice for each column, the
 * date's format and the lines to skip; the table follows the choice of lines to skip as it changes.
 */
export function BankStatementMapping({
  preview,
  layout,
  onChange,
  pending,
  error,
  onSubmit,
}: BankStatementMappingProps) {
  const titleId = useId();
  const titles = preview.lines.find((line) => line.line === layout.skipLines)?.cells ?? [];
  const columnOptions = Array.from({ length: preview.columns }, (_, index) => ({
    value: String(index),
    label: say.columnOption(index, titles[index] ?? ''),
  }));
  const shown = preview.lines.filter((line) => line.line >= layout.skipLines - 1).slice(0, SHOWN);
  const setColumn = (key: ColumnKey, value: string) =>
    onChange({ ...layout, columns: { ...layout.columns, [key]: value === '' ? null : Number(value) } });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onSubmit();
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {say.mappingTitle}
      </h3>
      <p className={styles.sectionText}>{say.mappingIntro}</p>
      <div className={styles.donations}>
        <DataTable
          caption={say.previewCaption}
          columns={[
            say.lineColumn,
            ...Array.from({ length: preview.columns }, (_, index) => say.columnName(index)),
          ]}
        >
          {shown.map((line) => (
            <DataRow key={line.line} highlight={line.line === layout.skipLines}>
              <DataCell label={say.lineColumn}>{line.line}</DataCell>
              {Array.from({ length: preview.columns }, (_, index) => (
                <DataCell
                  key={index}
                  label={say.columnName(index)}
                  className={index === layout.columns.narration ? styles.longText : undefined}
                >
                  {line.cells[index] ?? ''}
                </DataCell>
              ))}
            </DataRow>
          ))}
        </DataTable>
      </div>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <div className={forms.row}>
          <TextField
            label={say.skipLines}
            hint={say.skipLinesHint}
            type="number"
            min={0}
            max={200}
            inputMode="numeric"
            value={String(layout.skipLines)}
            onChange={(value) =>
              onChange({ ...layout, skipLines: Math.max(0, Math.trunc(Number(value) || 0)) })
            }
          />
          <SelectField
            label={say.dateFormat}
            value={layout.dateFormat}
            options={dateOptions}
            onChange={(dateFormat) => onChange({ ...layout, dateFormat })}
          />
        </div>
        <div className={forms.row}>
          {required.map((key) => (
            <SelectField
              key={key}
              label={say.columns[key]}
              value={String(layout.columns[key])}
              options={columnOptions}
              onChange={(value) => setColumn(key, value)}
            />
          ))}
        </div>
        <div className={forms.row}>
          {optional.map((key) => (
            <SelectField
              key={key}
              label={say.columns[key]}
              value={layout.columns[key] === null ? '' : String(layout.columns[key])}
              options={[{ value: '', label: say.noColumn }, ...columnOptions]}
              onChange={(value) => setColumn(key, value)}
            />
          ))}
        </div>
        {error && <ErrorMessage>{error}</ErrorMessage>}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} disabled={pending}>
            {pending ? say.matching : say.match}
          </button>
        </div>
      </form>
    </section>
  );
}

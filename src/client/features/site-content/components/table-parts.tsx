import type { ReactNode } from 'react';
import { DataCell, DataTable } from '#client/admin/data-table.tsx';
import forms from '#client/admin/forms.module.css';
import styles from './pages.module.css';

interface RowButtonProps {
  text: string;
  /** What the button does to which row, for screen readers: "Edit Our Philosophy". */
  name: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  expanded?: boolean;
}

/** A small button of a table row, named after its row so a list of them can be told apart. */
export function RowButton({ text, name, onClick, danger, disabled, expanded }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`${danger ? forms.danger : forms.secondary} ${forms.small}`}
      aria-label={name}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/** The kit's table, with whole words in its cells. */
export function PageTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <DataTable caption={caption} columns={[...columns]}>
        {children}
      </DataTable>
    </div>
  );
}

/** The last cell of a row: its buttons side by side. */
export function ActionsCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataCell label={label}>
      <div className={`${forms.actions} ${styles.rowActions}`}>{children}</div>
    </DataCell>
  );
}

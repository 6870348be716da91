import { useId, type ReactNode, type TdHTMLAttributes } from 'react';
import styles from './data-table.module.css';

interface DataTableProps {
  /** Names the table for screen readers; shown above it. */
  caption: ReactNode;
  columns: string[];
  children: ReactNode;
}

/**
 * A table that becomes one card per row on a phone. The roles are written out because browsers drop table
 * semantics when CSS changes a table's display.
 */
export function DataTable({ caption, columns, children }: DataTableProps) {
  const captionId = useId();
  return (
    <table role="table" className={styles.table} aria-labelledby={captionId}>
      <caption id={captionId} className={styles.caption}>
        {caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} role="columnheader" scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

export function DataRow({ children, highlight }: { children: ReactNode; highlight?: boolean }) {
  return (
    <tr role="row" className={highlight ? styles.highlight : undefined}>
      {children}
    </tr>
  );
}

interface DataCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column name, shown before the value when rows are cards. */
  label: string;
}

export function DataCell({ label, children, className, ...rest }: DataCellProps) {
  return (
    <td role="cell" data-label={label} className={className} {...rest}>
      <div className={styles.value}>{children}</div>
    </td>
  );
}

import type { Page } from '#shared/api/content';
import { menuSlots } from '#shared/content/menu-slots';
import { formatIndiaTime } from '#client/lib/india-time.ts';
import { DataCell, DataRow, DataTable } from '#client/admin/data-table.tsx';
import forms from '#client/admin/forms.module.css';
import { pageTexts as say, statusLabels } from '../page-texts.ts';
import styles from './pages.module.css';

type ListedPage = Omit<Page, 'body' | 'documents'>;

const [titleColumn, addressColumn, statusColumn, menuColumn, changedColumn, actionsColumn] = say.columns;

/** Draft, Published, or "Scheduled for 1 Jun 2026, 10:00 am" until its time has come. */
export function statusText(page: ListedPage): string {
  if (page.status === 'scheduled' && page.publishAt && !page.visible)
    return say.scheduledFor(formatIndiaTime(page.publishAt));
  return statusLabels[page.status === 'scheduled' ? 'published' : page.status];
}

const menuPlaceOf = (page: ListedPage) => {
  const slot = menuSlots.find((candidate) => candidate.id === page.menuSlot);
  return slot ? `${slot.menu} › ${slot.label}` : say.notInMenu;
};

interface PageListProps {
  pages: ListedPage[];
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

/** Every page with its address, status, place in the menu and last change. */
export function PageList({ pages, onEdit, onDelete }: PageListProps) {
  return (
    <div className={styles.tableWrap}>
      <DataTable caption={say.caption(pages.length)} columns={[...say.columns]}>
        {pages.map((page) => (
          <DataRow key={page.id}>
            <DataCell label={titleColumn}>{page.title}</DataCell>
            <DataCell label={addressColumn}>/{page.slug}</DataCell>
            <DataCell label={statusColumn}>{statusText(page)}</DataCell>
            <DataCell label={menuColumn}>{menuPlaceOf(page)}</DataCell>
            <DataCell label={changedColumn}>
              <time dateTime={page.updatedAt}>{formatIndiaTime(page.updatedAt)}</time>
            </DataCell>
            <DataCell label={actionsColumn}>
              <div className={`${forms.actions} ${styles.rowActions}`}>
                <button
                  type="button"
                  className={`${forms.secondary} ${forms.small}`}
                  aria-label={`${say.edit} ${page.title}`}
                  onClick={() => onEdit(page.id)}
                >
                  {say.edit}
                </button>
                <button
                  type="button"
                  className={`${forms.danger} ${forms.small}`}
                  aria-label={`${say.delete} ${page.title}`}
                  onClick={() => onDelete(page.id)}
                >
                  {say.delete}
                </button>
              </div>
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}

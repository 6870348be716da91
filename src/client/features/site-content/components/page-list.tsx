import type { Page } from '#shared/api/content';
import { formatIndiaTime } from '#shared/india-time';
import { DataCell, DataRow } from '#client/admin/data-table.tsx';
import { pageTexts as say, statusLabels } from '../page-texts.ts';
import { ActionsCell, PageTable, RowButton } from './table-parts.tsx';

type ListedPage = Omit<Page, 'body' | 'documents'>;

const [titleColumn, addressColumn, statusColumn, changedColumn, actionsColumn] = say.columns;

/** Draft, Published, or "Scheduled for 1 Jun 2026, 10:00 am" until its time has come. */
export function statusText(page: ListedPage): string {
  if (page.status === 'scheduled' && page.publishAt && !page.visible)
    return say.scheduledFor(formatIndiaTime(page.publishAt));
  return statusLabels[page.status === 'scheduled' ? 'published' : page.status];
}

interface PageListProps {
  pages: ListedPage[];
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
}

/** Every page with its address, status and last change. */
export function PageList({ pages, onEdit, onDelete }: PageListProps) {
  return (
    <PageTable caption={say.caption(pages.length)} columns={say.columns}>
      {pages.map((page) => (
        <DataRow key={page.id}>
          <DataCell label={titleColumn}>{page.title}</DataCell>
          <DataCell label={addressColumn}>/{page.slug}</DataCell>
          <DataCell label={statusColumn}>{statusText(page)}</DataCell>
          <DataCell label={changedColumn}>
            <time dateTime={page.updatedAt}>{formatIndiaTime(page.updatedAt)}</time>
          </DataCell>
          <ActionsCell label={actionsColumn}>
            <RowButton text={say.edit} name={`${say.edit} ${page.title}`} onClick={() => onEdit(page.id)} />
            <RowButton
              text={say.delete}
              name={`${say.delete} ${page.title}`}
              danger
              onClick={() => onDelete(page.id)}
            />
          </ActionsCell>
        </DataRow>
      ))}
    </PageTable>
  );
}

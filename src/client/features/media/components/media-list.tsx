import { useRef, useState } from 'react';
import { messages } from '#shared/messages';
import { errorMessage } from '#client/admin/error-message.ts';
import { useDeleteMedia } from '../api/delete-media.ts';
import { useMediaPages } from '../api/get-media-pages.ts';
import { useUpdateMedia } from '../api/update-media.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { DataTable } from '#client/admin/data-table.tsx';
import { EmptyMessage, ErrorMessage, LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import forms from '#client/admin/forms.module.css';
import { childrenValueOf, MediaRow, type MediaEdit } from './media-row.tsx';
import { readChildren } from './children-question.tsx';
import { useAnswerChildren } from '../api/answer-children.ts';
import { childrenTexts } from '../children-texts.ts';
import type { MediaItem } from '#shared/api/media';
import styles from './media-list.module.css';

/** List Media: every item newest first, 25 at a time, with edit and delete. */
export function MediaList() {
  const media = useMediaPages();
  const update = useUpdateMedia();
  const answer = useAnswerChildren();
  const remove = useDeleteMedia();
  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  if (media.isPending) return <LoadingMessage>Loading media...</LoadingMessage>;
  if (media.isError)
    return <LoadError message={messages.media.listLoadFailed} onRetry={() => void media.refetch()} />;

  const items = media.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyMessage>{messages.media.empty}</EmptyMessage>;
  const notAsked = items.filter((item) => !item.children).length;

  function save(item: MediaItem, edit: MediaEdit) {
    const id = item.medias_id;
    // The answer about children is sent only when it was given or changed (never asked stays so).
    const before = JSON.stringify(childrenValueOf(item));
    const children = JSON.stringify(edit.children) === before ? null : readChildren(edit.children);
    if (children && 'problem' in children) {
      setActionError(children.message);
      return;
    }
    setActionError(null);
    const done = () => {
      setEditingId(null);
      showSuccess(messages.media.updated);
    };
    const failed = (error: Error) => setActionError(errorMessage(error, messages.media.updateFailed));
    update.mutate(
      {
        id,
        media_category: edit.media_category,
        media_type: edit.media_type,
        media_url: item.media_url,
        alt_text: edit.alt_text.trim(),
      },
      {
        onSuccess: () => {
          if (!children) return done();
          answer.mutate(
            { id, children: children.answer, consent: children.consent },
            { onSuccess: done, onError: failed },
          );
        },
        onError: failed,
      },
    );
  }

  async function askToDelete(id: number) {
    if (!(await confirm({ message: messages.media.confirmDelete, confirmLabel: 'Delete' }))) return;
    setActionError(null);
    remove.mutate(id, {
      onSuccess: () => {
        if (editingId === id) setEditingId(null);
        showSuccess(messages.media.deleted);
        // The row and its button are gone: continue from the top of the list.
        topRef.current?.focus();
      },
      onError: (error) => setActionError(errorMessage(error, messages.media.deleteFailed)),
    });
  }

  return (
    <div className={styles.list}>
      {notAsked > 0 && <p className={forms.hint}>{childrenTexts.notAskedCount(notAsked)}</p>}
      {actionError && <ErrorMessage>{actionError}</ErrorMessage>}
      <div ref={topRef} tabIndex={-1} className={styles.listTop}>
        <DataTable
          caption={`${items.length} item${items.length === 1 ? '' : 's'}${media.hasNextPage ? ' shown, more below' : ''}`}
          columns={['Preview', 'Category', 'Type', childrenTexts.column, 'Actions']}
        >
          {items.map((item) => (
            <MediaRow
              key={item.medias_id}
              item={item}
              editing={editingId === item.medias_id}
              saving={
                (update.isPending && update.variables?.id === item.medias_id) ||
                (answer.isPending && answer.variables?.id === item.medias_id)
              }
              onEdit={() => {
                setActionError(null);
                setEditingId(item.medias_id);
              }}
              onCancel={() => setEditingId(null)}
              onSave={(edit) => save(item, edit)}
              onDelete={() => void askToDelete(item.medias_id)}
            />
          ))}
        </DataTable>
      </div>
      {media.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className={forms.secondary}
            disabled={media.isFetchingNextPage}
            onClick={() => void media.fetchNextPage()}
          >
            {media.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </button>
        </div>
      )}
      {media.isFetchNextPageError && <ErrorMessage>{messages.media.listLoadFailed}</ErrorMessage>}
    </div>
  );
}

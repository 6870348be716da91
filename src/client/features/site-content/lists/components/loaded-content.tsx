import type { ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { errorMessage } from '#client/admin/error-message.ts';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';

/** What an editor of saved content gets: what the server keeps, and how to replace it. */
export interface Editing<T> {
  saved: T;
  save: (value: T) => Promise<T>;
  saving: boolean;
}

interface LoadedContentProps<T> {
  query: UseQueryResult<T>;
  mutation: UseMutationResult<T, Error, T>;
  children: (editing: Editing<T>) => ReactNode;
}

/** Loads a piece of content, then edits it; a load failure stays inside the panel with Try again. */
export function LoadedContent<T>({ query, mutation, children }: LoadedContentProps<T>) {
  if (query.isPending) return <LoadingMessage>{texts.loading}</LoadingMessage>;
  if (query.isError)
    return (
      <LoadError message={errorMessage(query.error, texts.loadFailed)} onRetry={() => void query.refetch()} />
    );
  return children({
    saved: query.data,
    save: (value) => mutation.mutateAsync(value),
    saving: mutation.isPending,
  });
}

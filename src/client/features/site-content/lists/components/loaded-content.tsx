import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { errorMessage } from '#client/admin/error-message.ts';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';

interface LoadedContentProps<T> {
  query: UseQueryResult<T>;
  children: (saved: T) => ReactNode;
}

/** Loads a piece of content, then edits it; a load failure stays inside the panel with Try again. */
export function LoadedContent<T>({ query, children }: LoadedContentProps<T>) {
  if (query.isPending) return <LoadingMessage>{texts.loading}</LoadingMessage>;
  if (query.isError)
    return (
      <LoadError message={errorMessage(query.error, texts.loadFailed)} onRetry={() => void query.refetch()} />
    );
  return children(query.data);
}

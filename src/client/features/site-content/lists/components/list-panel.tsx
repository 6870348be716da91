import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { errorMessage } from '#client/admin/error-message.ts';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import type { ListConfig } from './list-config.ts';
import { ListEditor } from './list-editor.tsx';

interface ListPanelProps<T> {
  config: ListConfig<T>;
  query: UseQueryResult<T[]>;
  mutation: UseMutationResult<T[], Error, T[]>;
}

/** Loads a list, then edits it; a load failure stays inside the panel with Try again. */
export function ListPanel<T>({ config, query, mutation }: ListPanelProps<T>) {
  if (query.isPending) return <LoadingMessage>{texts.loading}</LoadingMessage>;
  if (query.isError)
    return (
      <LoadError message={errorMessage(query.error, texts.loadFailed)} onRetry={() => void query.refetch()} />
    );
  return (
    <ListEditor
      config={config}
      saved={query.data}
      save={(values) => mutation.mutateAsync(values)}
      saving={mutation.isPending}
    />
  );
}

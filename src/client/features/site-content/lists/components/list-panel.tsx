import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { errorMessage } from '#client/admin/error-message.ts';
import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import type { ListConfig } from './list-config.ts';
import { ListEditor } from './list-editor.tsx';

interface ListPanelProps<T, Saved extends readonly T[]> {
  config: ListConfig<T>;
  query: UseQueryResult<Saved>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook's input type is the editor's T[]
  mutation: UseMutationResult<Saved, Error, any>;
}

/** Loads a list, then edits it; a load failure stays inside the panel with Try again. */
export function ListPanel<T, Saved extends readonly T[]>({
  config,
  query,
  mutation,
}: ListPanelProps<T, Saved>) {
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

import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ListConfig } from './list-config.ts';
import { ListEditor } from './list-editor.tsx';
import { LoadedContent } from './loaded-content.tsx';

interface ListPanelProps<T> {
  config: ListConfig<T>;
  query: UseQueryResult<T[]>;
  mutation: UseMutationResult<T[], Error, T[]>;
}

/** Loads a list, then edits it. */
export function ListPanel<T>({ config, query, mutation }: ListPanelProps<T>) {
  return (
    <LoadedContent query={query} mutation={mutation}>
      {(editing) => <ListEditor config={config} {...editing} />}
    </LoadedContent>
  );
}

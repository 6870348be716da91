import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change made from the dashboard (add, update, delete, send). When it settles, the lists it touches
 * are read again, after a refusal too: a refused change often means the list moved on (an item deleted
 * in another tab), and the panel should show what the server now has.
 */
export function useChange<TVariables, TData>(
  change: (variables: TVariables) => Promise<TData>,
  touches: QueryKey | ((variables: TVariables) => QueryKey),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({
        queryKey: typeof touches === 'function' ? touches(variables) : touches,
      }),
  });
}

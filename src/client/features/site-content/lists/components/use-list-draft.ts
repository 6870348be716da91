import { useCallback, useState } from 'react';
import { moveBy, moveOnto, normalise, replaceEntry, type DraftEntry, type Grouping } from './list-order.ts';

let lastKey = 0;
/** Keys only need to differ from each other while the dashboard is open. */
const newKey = () => ++lastKey;

const sameValues = <T>(a: DraftEntry<T>[], b: DraftEntry<T>[]) =>
  JSON.stringify(a.map((entry) => entry.value)) === JSON.stringify(b.map((entry) => entry.value));

/**
 * The list as the administrator arranges it before saving, beside the list as saved. While nothing is
 * changed it follows the saved list (a reload after another tab saved).
 */
export function useListDraft<T>(saved: readonly T[], grouping?: Grouping<T>) {
  const wrap = useCallback(
    (values: readonly T[]) =>
      normalise(
        values.map((value) => ({ key: newKey(), value })),
        grouping,
      ),
    [grouping],
  );
  const [state, setState] = useState(() => {
    const base = wrap(saved);
    return { saved, base, items: base };
  });
  const dirty = !sameValues(state.items, state.base);
  if (state.saved !== saved && !dirty) {
    const base = wrap(saved);
    setState({ saved, base, items: base });
  }

  const update = (change: (items: DraftEntry<T>[]) => DraftEntry<T>[]) =>
    setState((current) => ({ ...current, items: change(current.items) }));

  return {
    items: state.items,
    dirty,
    add: (value: T) => {
      const key = newKey();
      update((items) => normalise([...items, { key, value }], grouping));
      return key;
    },
    replace: (key: number, value: T) => update((items) => replaceEntry(items, key, value, grouping)),
    remove: (key: number) => update((items) => items.filter((entry) => entry.key !== key)),
    move: (key: number, step: -1 | 1) => update((items) => moveBy(items, key, step, grouping)),
    moveOnto: (key: number, target: number) => update((items) => moveOnto(items, key, target, grouping)),
    discard: () => setState((current) => ({ ...current, items: current.base })),
    /** After a save: the server's answer is the new saved list. */
    reset: (values: readonly T[]) => {
      const base = wrap(values);
      setState({ saved: values, base, items: base });
    },
  };
}

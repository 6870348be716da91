/** An entry of the list being edited, with a key of its own that stays while it moves. */
export interface DraftEntry<T> {
  key: number;
  value: T;
}

/**
 * Entries may belong to groups (the team's sections) shown in a fixed order: an entry only moves within
 * its group. Without groups the whole list is one group.
 */
export interface Grouping<T> {
  groupOf: (value: T) => string;
  order: readonly string[];
}

export const groupKey = <T>(grouping: Grouping<T> | undefined, value: T) => grouping?.groupOf(value) ?? '';

/** Groups kept together in their order; within a group the entries keep theirs (the sort is stable). */
export function normalise<T>(entries: DraftEntry<T>[], grouping?: Grouping<T>): DraftEntry<T>[] {
  if (!grouping) return entries;
  const rank = (entry: DraftEntry<T>) => grouping.order.indexOf(grouping.groupOf(entry.value));
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/** The entry's place among the entries of its group, counted from 1. */
export function positionOf<T>(entries: DraftEntry<T>[], key: number, grouping?: Grouping<T>) {
  const entry = entries.find((candidate) => candidate.key === key);
  if (!entry) return { position: 0, count: 0 };
  const group = entries.filter(
    (candidate) => groupKey(grouping, candidate.value) === groupKey(grouping, entry.value),
  );
  return { position: group.indexOf(entry) + 1, count: group.length };
}

/** Moves the entry one place up (-1) or down (+1) within its group; unchanged at the group's edge. */
export function moveBy<T>(entries: DraftEntry<T>[], key: number, step: -1 | 1, grouping?: Grouping<T>) {
  const from = entries.findIndex((entry) => entry.key === key);
  const to = from + step;
  const neighbour = entries[to];
  if (from < 0 || !neighbour) return entries;
  if (groupKey(grouping, neighbour.value) !== groupKey(grouping, entries[from]!.value)) return entries;
  const next = [...entries];
  [next[from], next[to]] = [neighbour, entries[from]!];
  return next;
}

/** Drag and drop: the dragged entry takes the place of the one it was dropped on, within one group. */
export function moveOnto<T>(
  entries: DraftEntry<T>[],
  key: number,
  targetKey: number,
  grouping?: Grouping<T>,
) {
  const from = entries.findIndex((entry) => entry.key === key);
  const to = entries.findIndex((entry) => entry.key === targetKey);
  if (from < 0 || to < 0 || from === to) return entries;
  if (groupKey(grouping, entries[from]!.value) !== groupKey(grouping, entries[to]!.value)) return entries;
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A changed entry stays in place, unless it changed group: then it goes to the end of its new group. */
export function replaceEntry<T>(entries: DraftEntry<T>[], key: number, value: T, grouping?: Grouping<T>) {
  const old = entries.find((entry) => entry.key === key);
  if (old && groupKey(grouping, old.value) !== groupKey(grouping, value))
    return normalise([...entries.filter((entry) => entry.key !== key), { key, value }], grouping);
  return entries.map((entry) => (entry.key === key ? { key, value } : entry));
}

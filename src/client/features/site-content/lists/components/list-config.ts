import type { z } from 'zod';
import type { FieldSpec } from './field-spec.ts';
import type { Grouping } from './list-order.ts';

/** What the generic list editor needs to know of one kind of list. */
export interface ListConfig<T> {
  /** The list's name, as in the menu: "Impact figures". */
  title: string;
  /** One entry, in the buttons: "Add figure". */
  noun: string;
  fields: readonly FieldSpec<T>[];
  /** What a new entry starts with besides empty fields (a select starts on its first choice). */
  blank?: Partial<T>;
  /** How an entry is named in buttons and announcements. */
  nameOf: (value: T) => string;
  /** A second line under the name. */
  detailOf?: (value: T) => string;
  /** The contract's schema of the whole list; its element checks one entry in the form. */
  listSchema: z.ZodArray<z.ZodType>;
  grouping?: Grouping<T> & { labels: Readonly<Record<string, string>> };
}

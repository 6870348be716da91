/** How a field is edited: the input it gets and how its value is read back. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'date'
  | 'url'
  | 'email'
  | 'tel'
  | 'select'
  /** A picture with its description: `{ src, alt, width, height }`. */
  | 'picture'
  /** A picture path only, for pictures the site describes by the text beside them. */
  | 'picturePath'
  /** Several paragraphs in one box, an empty line between them: a list of texts. */
  | 'paragraphs'
  /** Several points in one box, one a line: a list of texts. */
  | 'lines'
  /** A small list of `{ title, text }` pairs, each with its own two boxes. */
  | 'titledTexts';

export interface FieldOption {
  value: string | number;
  label: string;
}

export interface FieldSpec<V> {
  name: keyof V & string;
  label: string;
  kind: FieldKind;
  hint?: string;
  options?: readonly FieldOption[];
  /** One item of a `titledTexts` field, in its box and buttons ("Pillar"). */
  itemNoun?: string;
  /** Shown only when this says so (a second qualification for directors only). */
  shown?: (values: V) => boolean;
}

export type { FieldErrors } from '#client/admin/field-errors.ts';

/** The field an issue belongs to: the first part of its path (`image.alt` belongs to `image`). */
export const firstPart = (path: readonly PropertyKey[]) => String(path[0]);

const listKinds: readonly FieldKind[] = ['paragraphs', 'lines', 'titledTexts'];

const emptyValue = (field: FieldSpec<unknown>) =>
  listKinds.includes(field.kind)
    ? []
    : field.kind === 'picture'
      ? { src: '', alt: '', width: 1, height: 1 }
      : field.kind === 'number'
        ? 0
        : field.kind === 'select'
          ? (field.options?.[0]?.value ?? '')
          : '';

/** A new entry: every field empty (a select on its first choice), then what `start` sets. */
export function blankOf<V>(fields: readonly FieldSpec<V>[], start: Partial<V> = {}): V {
  const values = Object.fromEntries(
    fields.map((field) => [field.name, emptyValue(field as FieldSpec<unknown>)]),
  );
  return { ...values, ...start } as V;
}

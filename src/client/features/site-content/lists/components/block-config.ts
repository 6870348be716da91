import type { z } from 'zod';
import type { FieldSpec } from './field-spec.ts';

/** A part of a block's form, under its own heading. */
export interface BlockSection<V> {
  heading: string;
  fields: readonly FieldSpec<V>[];
}

/**
 * What the generic block form needs to know of one piece of content kept as a single block (contact
 * details, the About section, Vision & mission). `S` is the block as stored, `V` the form's values.
 */
export interface BlockConfig<S, V> {
  /** The panel's name, as in the menu and the success message. */
  title: string;
  sections: readonly BlockSection<V>[];
  /** The contract's schema of the block. */
  schema: z.ZodType<S>;
  toForm: (saved: S) => V;
  fromForm: (values: V) => S;
  /** Which form field shows a problem at `path` of the block; by default its first part. */
  fieldOf?: (path: readonly PropertyKey[], values: V) => string | undefined;
}

/** A block whose form holds its fields as they are stored. */
export const sameShape = <S>() => ({ toForm: (saved: S) => saved, fromForm: (values: S) => values });

import type { en } from './catalogues/en.ts';

/**
 * The shape every language's catalogue has: English's, with each text widened to any string. A function
 * keeps its parameters (a text built from a number or a name) and returns a string.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Words<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Words<T[K]> }
        : T;

export type Catalogue = Words<typeof en>;

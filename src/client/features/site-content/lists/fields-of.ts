import { contentFieldHints as hints, contentFieldLabels as labels } from '#shared/content/list-editor-texts';
import type { FieldKind, FieldSpec } from './components/field-spec.ts';

type Name<T> = keyof T & string;

/**
 * The fields of an entry in order: a name alone is a line of text, `[name, kind]` another input. Labels
 * and hints are the shared texts of the same name; `extra` adds what a field needs besides.
 */
export function fieldsOf<T>(
  names: (Name<T> | [Name<T>, FieldKind])[],
  extra: Partial<Record<Name<T>, Partial<FieldSpec<T>>>> = {},
): FieldSpec<T>[] {
  return names.map((entry) => {
    const [name, kind] = typeof entry === 'string' ? [entry, 'text' as const] : entry;
    const label = labels[name as keyof typeof labels] as string;
    const hint = hints[name as keyof typeof hints] as string | undefined;
    return { name, kind, label, ...(hint ? { hint } : {}), ...extra[name as Name<T>] };
  });
}

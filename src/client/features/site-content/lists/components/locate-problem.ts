import type { z } from 'zod';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import type { FieldSpec } from './field-spec.ts';

export interface Problem {
  message: string;
  /** Which entry and field the message is about, when the list's own check finds it. */
  where?: string;
  index?: number;
}

/**
 * The server names the first problem of the list, not its place. The same schema run here finds the
 * entry and field that carry that very message, so the administrator knows where to look.
 */
export function locateProblem<T>(
  message: string,
  values: readonly T[],
  listSchema: z.ZodType,
  fields: readonly FieldSpec<T>[],
  nameOf: (value: T) => string,
): Problem {
  const checked = listSchema.safeParse(values);
  if (checked.success) return { message };
  const issue = checked.error.issues.find(
    (candidate) => candidate.message === message && typeof candidate.path[0] === 'number',
  );
  if (!issue) return { message };
  const index = issue.path[0] as number;
  const field = fields.find((candidate) => candidate.name === issue.path[1]);
  const entry = values[index];
  const name = (entry && nameOf(entry)) || texts.unnamed;
  return { message, index, where: texts.problemAt(index + 1, name, field?.label ?? String(issue.path[1])) };
}

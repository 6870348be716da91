import {
  pageInputSchema,
  type Page,
  type PageInput,
  type PageKind,
  type PageStatus,
  type PublicPage,
} from '#shared/api/content';
import { fieldErrors } from '#client/admin/field-errors.ts';
import { fromIndiaInput, toIndiaInput } from '#shared/india-time';

/** The page as the form holds it; `publishAt` is the date-and-time field's value, in India's time. */
export interface PageDraft {
  title: string;
  slug: string;
  kind: PageKind;
  summary: string;
  body: string;
  status: PageStatus;
  publishAt: string;
}

export type DraftField = keyof PageDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

export const emptyDraft: PageDraft = {
  title: '',
  slug: '',
  kind: 'page',
  summary: '',
  body: '',
  status: 'draft',
  publishAt: '',
};

export function draftOf(page: Page): PageDraft {
  return {
    title: page.title,
    slug: page.slug,
    kind: page.kind,
    summary: page.summary,
    body: page.body,
    status: page.status,
    publishAt: toIndiaInput(page.publishAt),
  };
}

export function inputOf(draft: PageDraft): PageInput {
  return {
    ...draft,
    publishAt: draft.status === 'scheduled' ? fromIndiaInput(draft.publishAt) : null,
  };
}

/** What the preview shows: the draft as the public page component takes it. */
export function previewOf(draft: PageDraft, page?: Page): PublicPage {
  return {
    id: page?.id ?? 0,
    title: draft.title,
    slug: draft.slug,
    kind: draft.kind,
    summary: draft.summary,
    body: draft.body,
    documents: page?.documents ?? [],
    publishedAt: new Date().toISOString(),
  };
}

const draftFields = new Set<string>(Object.keys(emptyDraft));

/** The form's field a refusal names (the server's `field`, a check's path), if it is one of the form's. */
export const draftFieldOf = (field: unknown): DraftField | undefined =>
  typeof field === 'string' && draftFields.has(field) ? (field as DraftField) : undefined;

/** The same checks the server makes, with the same messages, one per field. */
export function checkDraft(draft: PageDraft): FieldErrors {
  const result = pageInputSchema.safeParse(inputOf(draft));
  if (result.success) return {};
  return fieldErrors(result.error.issues, { fieldOf: (path) => draftFieldOf(path[0]) });
}

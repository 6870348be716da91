import {
  contentMessages as say,
  pageInputSchema,
  type Page,
  type PageInput,
  type PageStatus,
  type PublicPage,
} from '#shared/api/content';
import type { MenuSlotId } from '#shared/content/menu-slots';
import { fromIndiaInput, toIndiaInput } from '#shared/india-time';

/** The page as the form holds it; `publishAt` is the date-and-time field's value, in India's time. */
export interface PageDraft {
  title: string;
  slug: string;
  summary: string;
  body: string;
  menuSlot: MenuSlotId | null;
  status: PageStatus;
  publishAt: string;
}

export type DraftField = keyof PageDraft;
export type FieldErrors = Partial<Record<DraftField, string>>;

export const emptyDraft: PageDraft = {
  title: '',
  slug: '',
  summary: '',
  body: '',
  menuSlot: null,
  status: 'draft',
  publishAt: '',
};

export function draftOf(page: Page): PageDraft {
  return {
    title: page.title,
    slug: page.slug,
    summary: page.summary,
    body: page.body,
    menuSlot: page.menuSlot,
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
    summary: draft.summary,
    body: draft.body,
    menuSlot: draft.menuSlot,
    documents: page?.documents ?? [],
    publishedAt: new Date().toISOString(),
  };
}

const fieldOfMessage: Record<string, DraftField> = {
  [say.titleRequired]: 'title',
  [say.slugInvalid]: 'slug',
  [say.slugTaken]: 'slug',
  [say.slugReserved]: 'slug',
  [say.menuSlotTaken]: 'menuSlot',
  [say.publishAtRequired]: 'publishAt',
  [say.publishAtInvalid]: 'publishAt',
};

/** The field a refusal of the server is about, so its message shows next to that field. */
export const fieldOf = (message: string): DraftField | undefined => fieldOfMessage[message];

/** The same checks the server makes, with the same messages, one per field. */
export function checkDraft(draft: PageDraft): FieldErrors {
  const result = pageInputSchema.safeParse(inputOf(draft));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = (fieldOf(issue.message) ?? issue.path[0]) as DraftField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A new address follows the chosen menu item until the administrator writes one of their own. */
export function withMenuSlot(draft: PageDraft, menuSlot: MenuSlotId | null): PageDraft {
  const followsSlot = draft.slug === '' || draft.slug === draft.menuSlot;
  return { ...draft, menuSlot, slug: menuSlot && followsSlot ? menuSlot : draft.slug };
}

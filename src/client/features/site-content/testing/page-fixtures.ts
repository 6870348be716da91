import { beforeAll } from 'vitest';
import type { Page } from '#shared/api/content';

/** jsdom lays nothing out; the editor asks where the cursor is to scroll it into view. */
export function withoutLayout(): void {
  beforeAll(() => {
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = noRects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    Element.prototype.getClientRects = noRects;
  });
}

export const philosophy: Page = {
  id: 7,
  title: 'Our Philosophy',
  slug: 'our-philosophy',
  kind: 'page',
  summary: 'Why we teach the way we do',
  body: '<h2>Learning by doing</h2><p>Every child can learn.</p>',
  status: 'published',
  publishAt: null,
  visible: true,
  updatedAt: '2026-06-01T09:00:00.000Z',
  documents: [],
};

export const listed = ({ body: _body, documents: _documents, ...page }: Page) => page;

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageEditor } from './page-editor.tsx';

afterEach(cleanup);

// jsdom lays nothing out; the editor asks where the cursor is to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
});

describe('content issue 4: writing a page without markup', () => {
  it('offers labelled formatting buttons and turns the paragraph at the cursor into a heading', async () => {
    const onChange = vi.fn();
    render(<PageEditor label="Page text" value="<p>Learning by doing</p>" onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Page text: formatting' });
    expect(toolbar).toBeInTheDocument();
    const heading = screen.getByRole('button', { name: 'Heading' });
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heading);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Learning by doing</h2>'));
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Page text' })).toBeInTheDocument();
  });

  it('adds a picture chosen from the media library, with its description', async () => {
    const onChange = vi.fn();
    const choosePicture = vi.fn(async () => ({ src: '/uploads/class-640.webp', alt: 'Children reading' }));
    render(
      <PageEditor label="Page text" value="<p>Text</p>" onChange={onChange} choosePicture={choosePicture} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Picture' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/uploads/class-640.webp" alt="Children reading">'),
      ),
    );
  });
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageEditor } from './page-editor.tsx';
import { pagePictureTexts as say } from './page-texts.ts';

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
        expect.stringContaining(
          '<figure data-size="full" data-align="centre"><img src="/uploads/class-640.webp" alt="Children reading"></figure>',
        ),
      ),
    );
  });
});

describe('Issue 25, must have 5: a picture’s size, alignment and caption in the page editor', () => {
  it('sets them on a picture just chosen, stored as a figure with a caption', async () => {
    const onChange = vi.fn();
    const choosePicture = vi.fn(async () => ({
      src: '/uploads/team-1280.jpg',
      alt: 'Our team',
      width: 1280,
      height: 853,
    }));
    render(
      <PageEditor label="Page text" value="<p>Text</p>" onChange={onChange} choosePicture={choosePicture} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Picture' }));
    const options = await screen.findByRole('group', { name: say.options });
    await userEvent.selectOptions(within(options).getByLabelText(say.size), say.sizes.half);
    await userEvent.selectOptions(within(options).getByLabelText(say.align), say.alignments.right);
    await userEvent.type(within(options).getByLabelText(say.caption), 'Our team at the fair');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<figure data-size="half" data-align="right"><img src="/uploads/team-1280.jpg" alt="Our team" width="1280" height="853"><figcaption>Our team at the fair</figcaption></figure>',
        ),
      ),
    );
    expect(within(options).getByLabelText(say.size)).toHaveValue('half');
  });

  it('changes them later on a picture already in the text, and keeps an older plain picture', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <PageEditor
        label="Page text"
        value={
          '<p>Before</p><figure data-size="small" data-align="left"><img src="/uploads/a.jpg" alt="A">' +
          '<figcaption>Old caption</figcaption></figure><p><img src="/uploads/b.jpg" alt="B"></p>'
        }
        onChange={onChange}
      />,
    );
    const text = await screen.findByRole('textbox', { name: 'Page text' });
    expect(screen.queryByRole('group', { name: say.options })).not.toBeInTheDocument();
    expect(within(text).getByRole('img', { name: 'B' })).toHaveAttribute('src', '/uploads/b.jpg');
    // jsdom lays nothing out: the click lands on the picture the way a browser would find it.
    const figure = container.querySelector('figure')!;
    document.elementFromPoint = () => figure;
    await userEvent.click(figure);
    Reflect.deleteProperty(document, 'elementFromPoint');
    const options = await screen.findByRole('group', { name: say.options });
    expect(within(options).getByLabelText(say.size)).toHaveValue('small');
    expect(within(options).getByLabelText(say.align)).toHaveValue('left');
    expect(within(options).getByLabelText(say.caption)).toHaveValue('Old caption');
    await userEvent.selectOptions(within(options).getByLabelText(say.size), say.sizes.full);
    await userEvent.clear(within(options).getByLabelText(say.caption));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<figure data-size="full" data-align="left"><img src="/uploads/a.jpg" alt="A"></figure>',
        ),
      ),
    );
    expect(onChange.mock.lastCall![0]).toContain('<img src="/uploads/b.jpg" alt="B">');
    await userEvent.click(within(options).getByRole('button', { name: say.remove }));
    await waitFor(() => expect(onChange.mock.lastCall![0]).not.toContain('/uploads/a.jpg'));
  });
});

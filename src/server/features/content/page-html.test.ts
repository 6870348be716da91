import { describe, expect, it } from 'vitest';
import { firstPicture, sanitizePageBody } from './page-html.ts';

/** As the editor writes it, and as it is stored (the stored picture tag closes itself). */
const written =
  '<figure data-size="half" data-align="right"><img src="/uploads/team-1280.jpg" alt="Our team" width="1280" height="853">' +
  '<figcaption>Our team at the fair</figcaption></figure>';
const stored = written.replace('height="853">', 'height="853" />');

/** Issue 25, must have 5: the page editor's pictures, with size, alignment and caption, are kept as written. */
describe('a page body’s pictures with size, alignment and caption', () => {
  it('keeps the figure the editor writes, with its caption', () => {
    expect(sanitizePageBody(`<p>Who we are</p>${written}`)).toBe(`<p>Who we are</p>${stored}`);
    for (const size of ['small', 'half', 'full'])
      for (const align of ['left', 'centre', 'right']) {
        const html = `<figure data-size="${size}" data-align="${align}"><img src="/uploads/a.jpg" alt="A" /></figure>`;
        expect(sanitizePageBody(html)).toBe(
          `<figure data-size="${size}" data-align="${align}"><img src="/uploads/a.jpg" alt="A" /></figure>`,
        );
      }
  });

  it('keeps a plain picture of an older page as it is', () => {
    const plain = '<p>Text</p><img src="/uploads/b.jpg" alt="B" />';
    expect(sanitizePageBody(plain)).toBe(plain);
  });

  it('drops sizes, alignments and attributes it does not know, and what a caption must not hold', () => {
    expect(
      sanitizePageBody(
        '<figure data-size="huge" data-align="center" class="x" style="float:left" data-other="1" onclick="alert(1)">' +
          '<img src="/uploads/a.jpg" alt="A" class="y" data-size="half" onerror="alert(1)">' +
          '<figcaption style="color:red" onmouseover="alert(1)">Caption <script>alert(1)</script>' +
          '<iframe src="https://evil.example"></iframe><b>bold</b></figcaption></figure>',
      ),
    ).toBe(
      '<figure><img src="/uploads/a.jpg" alt="A" /><figcaption>Caption <b>bold</b></figcaption></figure>',
    );
  });

  it('removes a figure without a picture of this site, and a picture from elsewhere in a figure', () => {
    expect(
      sanitizePageBody('<figure data-size="half"><figcaption>No picture</figcaption></figure><p>x</p>'),
    ).toBe('<p>x</p>');
    expect(
      sanitizePageBody(
        '<figure data-size="half"><img src="https://evil.example/a.jpg" alt="A"><figcaption>c</figcaption></figure>',
      ),
    ).not.toContain('evil.example');
    expect(sanitizePageBody('<figure><img src="javascript:alert(1)"></figure>')).not.toContain('javascript');
  });

  it('finds the first picture of a page inside a figure, for its card', () => {
    expect(firstPicture(sanitizePageBody(written))).toEqual({
      src: '/uploads/team-1280.jpg',
      alt: 'Our team',
    });
  });
});

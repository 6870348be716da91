import { describe, expect, it } from 'vitest';
import { hasReadableContent, richMailContent } from './rich-mail.ts';

const site = 'https://gurukul.example.org';

/** Issue 25, must have 6: a mail written in the rich-text editor, for the common mail clients. */
describe('a rich-text mail turned into its HTML and plain-text parts', () => {
  const written = [
    '<h2>Annual Day</h2>',
    '<p>Dear parents, the children perform at <strong>10 am</strong>.</p>',
    '<ul><li><p>Bring water</p></li><li><p>Arrive by 9:30</p></li></ul>',
    '<ol><li><p>Songs</p></li><li><p>Dance</p></li></ol>',
    '<p>Details on <a href="https://example.org/annual">our page</a> or <a href="/donate">give</a>.</p>',
    '<p><img src="/uploads/stage-640.webp" alt="The stage at dusk"></p>',
  ].join('');
  const mail = richMailContent(written, site);

  it('styles every element inline, since mail clients drop <style> and classes', () => {
    expect(mail.html).toMatch(/<h2 style="[^"]*font-size:22px[^"]*">Annual Day<\/h2>/);
    // The opening heading needs no space above it; a later one keeps it.
    expect(mail.html).toMatch(/^<h2 style="margin:0 0 12px;/);
    expect(richMailContent('<p>Hi</p><h2>Later</h2>', site).html).toContain('<h2 style="margin:24px 0 12px;');
    expect(mail.html).toMatch(
      /<ul style="margin:0 0 16px;padding:0 0 0 24px;"><li style="margin:0 0 8px;"><p style="margin:0 0 16px;">Bring water/,
    );
    expect(mail.html).toContain('<strong>10 am</strong>');
    expect(mail.html).not.toMatch(/class=/);
  });

  it('makes links and pictures absolute on this site, links styled as the frame draws them', () => {
    expect(mail.html).toContain(
      '<a href="https://example.org/annual" style="color:#7a2e0e;text-decoration:underline;" target="_blank" rel="noopener noreferrer">our page</a>',
    );
    expect(mail.html).toContain(`href="${site}/donate"`);
    expect(mail.html).toMatch(
      new RegExp(
        `<img src="${site}/uploads/stage-640.webp" alt="The stage at dusk" style="display:block;max-width:100%;`,
      ),
    );
  });

  it('writes the same document as plain text: heading underlined, items dashed or numbered, links with their address, pictures by their description', () => {
    expect(mail.text).toBe(
      [
        'Annual Day\n==========',
        'Dear parents, the children perform at 10 am.',
        '- Bring water\n- Arrive by 9:30',
        '1. Songs\n2. Dance',
        `Details on our page (https://example.org/annual) or give (${site}/donate).`,
        'The stage at dusk',
      ].join('\n\n'),
    );
  });

  it('scales a wide picture to the 552 px column in its attributes, which Outlook obeys instead of max-width', () => {
    const wide = richMailContent(
      '<p><img src="/uploads/team.jpg" alt="Team" width="1280" height="853"></p>',
      site,
    );
    expect(wide.html).toContain('alt="Team" width="552" height="368" style=');
    const small = richMailContent(
      '<p><img src="/uploads/logo.png" alt="Logo" width="120" height="60"></p>',
      site,
    );
    expect(small.html).toContain('alt="Logo" width="120" height="60" style=');
  });

  it('removes scripts, event handlers, styles and javascript: links, as pages do', () => {
    const hostile = richMailContent(
      '<p onclick="steal()" style="color:red">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p><iframe src="https://evil.example"></iframe>',
      site,
    );
    expect(hostile.clean).not.toMatch(/script|onclick|javascript:|iframe|color:red/);
    expect(hostile.html).not.toMatch(/script|onclick|javascript:|iframe|color:red/);
    expect(hostile.text).toBe('Hello x');
  });

  it('keeps nested lists, quotes, line breaks and entities readable in the text part', () => {
    const nested = richMailContent(
      '<ul><li><p>Classes</p><ol><li><p>Maths &amp; science</p></li></ol></li></ul><blockquote><p>Learning<br>by doing</p></blockquote><h3>Fees &lt; 100</h3>',
      site,
    );
    expect(nested.text).toBe(
      '- Classes\n  1. Maths & science\n\n> Learning\n> by doing\n\nFees < 100\n----------',
    );
    expect(nested.html).toContain('Maths &amp; science');
  });

  it('says an empty editor has nothing to read, a picture alone has', () => {
    expect(hasReadableContent('<p></p>')).toBe(false);
    expect(hasReadableContent('<p> </p><ul><li><p></p></li></ul>')).toBe(false);
    expect(hasReadableContent('<p><img src="/uploads/a.webp" alt=""></p>')).toBe(true);
    expect(hasReadableContent('<p>Hi</p>')).toBe(true);
  });
});

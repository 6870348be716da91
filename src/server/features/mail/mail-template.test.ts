import { describe, expect, it } from 'vitest';
import { defaultSiteDetails } from '#shared/content/defaults/site-details';
import { messageToHtml, renderMail } from './mail-template.ts';
import { organisation, postalAddress } from '#shared/organisation';

describe("the administrator's text in the HTML part", () => {
  it('is escaped, so markup in a message is shown, never run', () => {
    expect(messageToHtml('<script>alert("x")</script> & <b>bold</b>')).toBe(
      '<p style="margin:0 0 16px;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>',
    );
  });

  it('keeps its line breaks: single breaks as <br>, blank lines as paragraphs', () => {
    const html = messageToHtml('Dear parents,\r\nline two\n\nSecond paragraph');
    expect(html).toBe(
      '<p style="margin:0 0 16px;">Dear parents,<br>\nline two</p>\n<p style="margin:0 0 16px;">Second paragraph</p>',
    );
  });

  it('turns http and https addresses into links, leaving sentence punctuation outside', () => {
    const html = messageToHtml('See https://example.org/a?b=1&c=2. Or (http://example.org/x).');
    expect(html).toContain(
      '<a href="https://example.org/a?b=1&amp;c=2" style="color:#7a2e0e;text-decoration:underline;">https://example.org/a?b=1&amp;c=2</a>.',
    );
    expect(html).toContain('>http://example.org/x</a>).');
  });

  it('never links another scheme', () => {
    const html = messageToHtml('javascript:alert(1) data:text/html,x mailto:a@b.org ftp://x.org');
    expect(html).not.toContain('<a');
  });

  it('cannot break out of the href with quotes', () => {
    const html = messageToHtml('https://example.org/"onmouseover="alert(1)');
    expect(html).toContain('href="https://example.org/"');
    expect(html).not.toMatch(/<a[^>]*onmouseover/);
  });
});

describe('the branded frame', () => {
  it("carries the organisation's name, postal address and the unsubscribe line in both parts", () => {
    const mail = renderMail({
      sender: defaultSiteDetails,
      title: 'News',
      contentText: 'Hello',
      contentHtml: '<p>Hello</p>',
      footerNote: 'You subscribed.',
      unsubscribeUrl: 'https://site.example/unsubscribe?token=1.abc',
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(organisation.name);
      expect(part).toContain(postalAddress().replace(/&/g, '&amp;'));
      expect(part).toContain('https://site.example/unsubscribe?token=1.abc');
    }
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text.startsWith('Hello\n\n-- \n')).toBe(true);
  });
});

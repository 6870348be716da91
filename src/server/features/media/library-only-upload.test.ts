import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { SITE, testEngines, withTestApp } from '#server/testing/helpers';

const multipart = (fields: Record<string, string>) => {
  const boundary = 'library-only';
  const body =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Issue 25, must have 4: a picture uploaded for a content panel (a team photo) is not published in /gallery. */
describe.each(testEngines)('uploads to the media library only, on %s', (engine) => {
  const t = withTestApp(engine);

  const submit = (fields: Record<string, string>) => {
    const { body, contentType } = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/submit_media',
      headers: { cookie: t.cookie, origin: SITE, 'content-type': contentType },
      payload: body,
    });
  };
  const urlsOf = async (cookie?: string) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/images?category=All',
          headers: cookie ? { cookie } : {},
        })
      ).json() as {
        media_url: string;
      }[]
    ).map((item) => item.media_url);

  it('takes no gallery category, stays out of the gallery, and is listed for the administrator', async () => {
    const response = await submit({
      media_url: 'https://photos.example.org/team/meera.jpg',
      mediaType: 'Photo',
      altText: 'Meera, our coordinator',
      libraryOnly: 'true',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().media.media_category).toBe('');
    expect(await urlsOf()).not.toContain('https://photos.example.org/team/meera.jpg');
    expect(await urlsOf(t.cookie)).toContain('https://photos.example.org/team/meera.jpg');
  });

  it('without it, a category is still required, as Insert Media asks', async () => {
    const response = await submit({ media_url: 'https://photos.example.org/x.jpg', mediaType: 'Photo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(messages.media.categoryAndTypeRequired);
  });
});

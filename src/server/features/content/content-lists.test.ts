import { describe, expect, it } from 'vitest';
import {
  contentMessages as say,
  contentPaths,
  listCollections,
  type ListCollection,
} from '#shared/api/content';
import {
  defaultMissionAreas,
  defaultSlides,
  defaultTestimonials,
  defaultVideos,
} from '#shared/content/defaults/index';
import { defaultSiteContent } from '#shared/content/site-content';
import { testEngines, withTestApp } from '#server/testing/helpers';
import { contentClient } from './testing/content-client.ts';

const defaults: Record<ListCollection, unknown[]> = defaultSiteContent;

describe.each(testEngines)('site content: the lists of the home page and /vision on %s', (engine) => {
  const t = withTestApp(engine);

  const { get, put } = contentClient(t);

  it.each(Object.keys(listCollections) as ListCollection[])(
    '%s: a fresh install shows today’s content; the administrator reorders and removes entries',
    async (name) => {
      const { path } = listCollections[name];
      expect(await get(path)).toEqual(defaults[name]);
      expect((await put(path, [], false)).statusCode).toBe(401);
      const changed = [...defaults[name]].reverse().slice(1);
      const response = await put(path, changed);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(changed);
      expect(await get(path)).toEqual(changed);
    },
  );

  const slide = defaultSlides[0]!;
  const video = defaultVideos[0]!;
  it.each([
    [
      'a slide whose button runs script',
      contentPaths.slides,
      [{ ...slide, buttonLink: 'javascript:alert(1)' }],
      say.linkInvalid,
    ],
    [
      'a slide whose button leaves by //',
      contentPaths.slides,
      [{ ...slide, buttonLink: '//evil.example' }],
      say.linkInvalid,
    ],
    [
      'a slide picture without a description',
      contentPaths.slides,
      [{ ...slide, image: { ...slide.image, alt: ' ' } }],
      say.altRequired,
    ],
    [
      'a testimonial rated 6',
      contentPaths.testimonials,
      [{ ...defaultTestimonials[0]!, rating: 6 }],
      say.ratingInvalid,
    ],
    [
      'a video that is not on YouTube',
      contentPaths.videos,
      [{ ...video, url: 'https://vimeo.com/123' }],
      say.youtubeInvalid,
    ],
    [
      'a video with a day that does not exist',
      contentPaths.videos,
      [{ ...video, publishedAt: '2025-02-30' }],
      say.dateInvalid,
    ],
    [
      'a video length in words',
      contentPaths.videos,
      [{ ...video, duration: 'four minutes' }],
      say.durationInvalid,
    ],
    [
      'a mission area without points',
      contentPaths.missionAreas,
      [{ ...defaultMissionAreas[0]!, points: [] }],
      say.textRequired,
    ],
  ])('refuses %s (400, nothing changed)', async (_case, path, list, message) => {
    const before = await get(path);
    const response = await put(path, list);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
    expect(await get(path)).toEqual(before);
  });

  it('accepts the YouTube links people copy: watch, youtu.be and shorts', async () => {
    for (const url of [
      'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10s',
      'https://youtu.be/M7lc1UVf-VE',
      'https://youtube.com/shorts/M7lc1UVf-VE',
    ]) {
      expect((await put(contentPaths.videos, [{ ...video, url }])).statusCode).toBe(200);
    }
  });

  it('keeps bullet points and picture descriptions as language maps', async () => {
    await put(contentPaths.missionAreas, [defaultMissionAreas[0]]);
    await put(contentPaths.slides, [slide]);
    const stored = await t.db.selectFrom('content_entries').select(['collection', 'data']).execute();
    const mission = JSON.parse(stored.find((row) => row.collection === 'missionAreas')!.data);
    expect(mission.points).toEqual({ en: defaultMissionAreas[0]!.points });
    const storedSlide = JSON.parse(stored.find((row) => row.collection === 'slides')!.data);
    expect(storedSlide.image).toEqual({ ...slide.image, alt: { en: slide.image.alt } });
    expect(storedSlide.buttonLink).toBe(slide.buttonLink);
  });
});

import { z } from 'zod';
import { menuSlotIds } from '../content/menu-slots.ts';
import { MAX_ID, textInput } from './common.ts';
import {
  SLUG_PATTERN,
  contentLimits as limits,
  contentPaths,
  youtubeIdOf,
  contentMessages as say,
  pageStatuses,
  teamSections,
} from './content-fields.ts';

export * from './content-fields.ts';

const requiredText = (max: number, message: string) =>
  textInput({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  textInput().trim().max(max, `At most ${max} characters.`).optional().default('');

/** An https address, or nothing. */
const optionalHttpsUrl = optionalText(limits.url).refine(
  (value) => value === '' || (URL.canParse(value) && new URL(value).protocol === 'https:'),
  say.invalidUrl,
);

/** A picture of the site (`/images/...`) or of the media library (`/media/...`): a path on this site. */
const picturePath = textInput({ error: say.invalidPicture })
  .trim()
  .max(limits.url)
  .regex(/^\/(?:images|media)\/[A-Za-z0-9._~/-]+$/, say.invalidPicture)
  .refine((value) => !value.split('/').includes('..'), say.invalidPicture);

/** A link of a button: a page of this site (`/vision`) or an https address. */
const siteLink = textInput({ error: say.linkInvalid })
  .trim()
  .max(limits.url)
  .refine(
    (value) =>
      /^\/(?![/\\])[^\s]*$/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'),
    say.linkInvalid,
  );

const pictureSchema = z.object({
  src: picturePath,
  alt: requiredText(limits.shortText, say.altRequired),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});

const listOf = <T extends z.ZodType>(item: T, max: number = limits.listItems) =>
  z.array(item).max(max, say.tooManyItems);

/* ---- Impact figures ---- */

export const statisticSchema = z.object({
  label: requiredText(limits.statisticLabel, say.labelRequired),
  value: z
    .number({ error: say.valueInvalid })
    .int(say.valueInvalid)
    .min(0, say.valueInvalid)
    .max(limits.statisticValue),
});
export type Statistic = z.infer<typeof statisticSchema>;
export const statisticListSchema = z.array(statisticSchema).max(limits.statistics, say.tooManyFigures);

/* ---- Home page and /vision lists ---- */

export const slideSchema = z.object({
  title: requiredText(limits.shortText, say.textRequired),
  subtitle: requiredText(limits.longText, say.textRequired),
  buttonText: requiredText(limits.shortText, say.textRequired),
  /** Read after the button's text by screen readers: where it leads ("our classes and workshops"). */
  linkDescription: optionalText(limits.shortText),
  buttonLink: siteLink,
  image: pictureSchema,
});
export type Slide = z.infer<typeof slideSchema>;

export const programmeSchema = z.object({
  title: requiredText(limits.shortText, say.textRequired),
  description: requiredText(limits.longText, say.textRequired),
  image: pictureSchema,
});
export type Programme = z.infer<typeof programmeSchema>;

export const testimonialSchema = z.object({
  name: requiredText(limits.name, say.nameRequired),
  description: requiredText(limits.shortText, say.textRequired),
  feedback: requiredText(limits.longText, say.textRequired),
  rating: z
    .number({ error: say.ratingInvalid })
    .int(say.ratingInvalid)
    .min(1, say.ratingInvalid)
    .max(5, say.ratingInvalid),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const videoSchema = z.object({
  title: requiredText(limits.shortText, say.textRequired),
  /** The video's YouTube link, as copied from YouTube. */
  url: textInput({ error: say.youtubeInvalid })
    .trim()
    .max(limits.url)
    .refine((value) => youtubeIdOf(value) !== null, say.youtubeInvalid),
  whatsappLink: optionalHttpsUrl,
  publishedAt: z.iso.date({ error: say.dateInvalid }),
  duration: textInput({ error: say.durationInvalid })
    .trim()
    .regex(/^(?:\d{1,2}:)?\d{1,2}:\d{2}$/, say.durationInvalid),
  poster: picturePath,
});
export type Video = z.infer<typeof videoSchema>;

/** The four areas of /vision's Mission tab, each with its bullet points. */
export const missionAreaSchema = z.object({
  title: requiredText(limits.shortText, say.textRequired),
  summary: requiredText(limits.shortText, say.textRequired),
  points: z
    .array(requiredText(limits.longText, say.textRequired))
    .min(1, say.textRequired)
    .max(limits.points),
});
export type MissionArea = z.infer<typeof missionAreaSchema>;

/** The content kept as one ordered list each, replaced whole by the dashboard (PUT with the new list). */
export const listCollections = {
  statistics: { path: contentPaths.statistics, list: statisticListSchema },
  slides: { path: contentPaths.slides, list: listOf(slideSchema, 10) },
  programmes: { path: contentPaths.programmes, list: listOf(programmeSchema) },
  testimonials: { path: contentPaths.testimonials, list: listOf(testimonialSchema) },
  videos: { path: contentPaths.videos, list: listOf(videoSchema) },
  missionAreas: { path: contentPaths.missionAreas, list: listOf(missionAreaSchema, 8) },
} as const;
export type ListCollection = keyof typeof listCollections;

/* ---- Team ---- */

export const teamMemberInputSchema = z.object({
  section: z.enum(teamSections),
  name: requiredText(limits.name, say.nameRequired),
  role: requiredText(limits.role, say.roleRequired),
  qualification: optionalText(limits.qualification),
  /** Directors: a second line of qualification. */
  qualification2: optionalText(limits.qualification),
  photo: picturePath,
  linkedin: optionalHttpsUrl,
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export const teamMemberSchema = teamMemberInputSchema.extend({ id: z.number().int() });
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListSchema = z.array(teamMemberSchema);

/* ---- Pages ---- */

const slug = textInput({ error: say.slugInvalid })
  .trim()
  .toLowerCase()
  .max(limits.slug, say.slugInvalid)
  .regex(SLUG_PATTERN, say.slugInvalid);

export const pageInputSchema = z
  .object({
    title: requiredText(limits.pageTitle, say.titleRequired),
    slug,
    summary: optionalText(limits.pageSummary),
    /** HTML from the editor; the server keeps only what its allow-list permits. */
    body: textInput().max(limits.pageBody, `At most ${limits.pageBody} characters.`).optional().default(''),
    menuSlot: z.enum(menuSlotIds).nullable().optional().default(null),
    status: z.enum(pageStatuses),
    publishAt: z.iso
      .datetime({ offset: true, error: say.publishAtInvalid })
      .nullable()
      .optional()
      .default(null),
  })
  .refine((page) => page.status !== 'scheduled' || page.publishAt !== null, {
    message: say.publishAtRequired,
    path: ['publishAt'],
  });
export type PageInput = z.input<typeof pageInputSchema>;

/** A page as the dashboard edits it. `visible`: whether visitors can open it now. */
export const pageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  body: z.string(),
  menuSlot: z.enum(menuSlotIds).nullable(),
  status: z.enum(pageStatuses),
  publishAt: z.string().nullable(),
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
export const pageListSchema = z.array(pageSchema.omit({ body: true }));

/** A page as visitors get it: only visible pages, without the editing details. */
export const publicPageSchema = pageSchema
  .pick({ id: true, title: true, slug: true, summary: true, body: true, menuSlot: true })
  .extend({
    publishedAt: z.string(),
  });
export type PublicPage = z.infer<typeof publicPageSchema>;
export const publicPageListSchema = z.array(publicPageSchema.omit({ body: true }));

export const revisionSchema = z.object({ id: z.number().int(), savedAt: z.string(), title: z.string() });
export const revisionListSchema = z.array(revisionSchema);

export const slugParamsSchema = z.object({ slug: z.string().max(limits.slug) });
export const revisionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  revisionId: z.coerce.number().int().positive().max(MAX_ID),
});

import { z } from 'zod';
import { MAX_ID, emailField, optionalText, requiredText, textInput } from './common.ts';
import {
  contentLimits as limits,
  contentPaths,
  youtubeIdOf,
  contentMessages as say,
  missionIcons,
  socialNetworks,
  teamSections,
} from './content-fields.ts';

import { menuPaths, menusSchema } from './menus.ts';
import { defaultFormNotice } from '../privacy/consent.ts';

export * from './content-fields.ts';
export * from './content-pages.ts';

/** An https address, or nothing. */
const optionalHttpsUrl = optionalText(limits.url).refine(
  (value) => value === '' || (URL.canParse(value) && new URL(value).protocol === 'https:'),
  say.invalidUrl,
);

/** A picture of the site (`/images/...`) or of the media library (`/uploads/...`): a path on this site. */
const picturePath = textInput({ error: say.invalidPicture })
  .trim()
  .max(limits.url)
  .regex(/^\/(?:images|uploads)\/[A-Za-z0-9._~/-]+$/, say.invalidPicture)
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
    .max(limits.rating, say.ratingInvalid),
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

/** A card of the home page's "Our Mission" section: a picture, a title and a sentence. */
export const missionCardSchema = z.object({
  icon: z.enum(missionIcons, { error: say.textRequired }),
  title: requiredText(limits.shortText, say.textRequired),
  text: requiredText(limits.longText, say.textRequired),
});
export type MissionCard = z.infer<typeof missionCardSchema>;

/** An organisation we work with, shown by its logo in /team's collaborations carousel. */
export const collaborationSchema = z.object({
  name: requiredText(limits.name, say.nameRequired),
  /** The logo; its name is what screen readers read. */
  logo: picturePath,
  link: optionalHttpsUrl,
});
export type Collaboration = z.infer<typeof collaborationSchema>;

/* ---- Single blocks: site details, About, Vision & Mission ---- */

export const siteDetailsSchema = z.object({
  name: requiredText(limits.name, say.nameRequired),
  legalName: requiredText(limits.shortText, say.textRequired),
  tagline: requiredText(limits.shortText, say.textRequired),
  email: emailField(say.emailInvalid),
  phones: z
    .array(
      textInput({ error: say.phoneInvalid })
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/, say.phoneInvalid),
    )
    .min(1, say.phoneInvalid)
    .max(3),
  hours: requiredText(limits.shortText, say.textRequired),
  address: z.object({
    street: requiredText(limits.shortText, say.textRequired),
    area: optionalText(limits.shortText),
    city: requiredText(limits.shortText, say.textRequired),
    state: requiredText(limits.shortText, say.textRequired),
    postcode: textInput({ error: say.postcodeInvalid })
      .trim()
      .regex(/^[1-9][0-9]{5}$/, say.postcodeInvalid),
    country: requiredText(limits.shortText, say.textRequired),
  }),
  /** The badge of the About section and the sidebar: "200+" satisfied clients. */
  satisfiedClients: requiredText(20, say.textRequired),
  social: z
    .array(z.object({ network: z.enum(socialNetworks), href: optionalHttpsUrl }))
    .max(socialNetworks.length),
  /** The short privacy notice above every public form's submit button (docs/privacy.md). */
  formNotice: requiredText(limits.longText, say.textRequired).optional().default(defaultFormNotice),
});
export type SiteDetails = z.infer<typeof siteDetailsSchema>;

export const aboutSchema = z.object({
  heading: requiredText(limits.shortText, say.textRequired),
  lead: requiredText(limits.longText, say.textRequired),
  paragraphs: z
    .array(requiredText(limits.longText * 2, say.textRequired))
    .min(1, say.textRequired)
    .max(8),
  satisfiedClientsLabel: requiredText(limits.shortText, say.textRequired),
  image: pictureSchema,
});
export type About = z.infer<typeof aboutSchema>;

const paragraphs = z
  .array(requiredText(limits.longText * 2, say.textRequired))
  .min(1, say.textRequired)
  .max(8);

export const visionSchema = z.object({
  /** The short statement of the home page's vision block. */
  homeText: requiredText(limits.longText, say.textRequired),
  vision: paragraphs,
  pillars: z
    .array(
      z.object({
        title: requiredText(limits.shortText, say.textRequired),
        text: requiredText(limits.longText, say.textRequired),
      }),
    )
    .max(8),
  mission: paragraphs,
});
export type Vision = z.infer<typeof visionSchema>;

/** The content kept as one block each, replaced whole (PUT). */
export const singleCollections = {
  site: { path: contentPaths.site, schema: siteDetailsSchema },
  about: { path: contentPaths.about, schema: aboutSchema },
  vision: { path: contentPaths.vision, schema: visionSchema },
  menus: { path: menuPaths.menus, schema: menusSchema },
} as const;
export type SingleCollection = keyof typeof singleCollections;

/** The content kept as one ordered list each, replaced whole by the dashboard (PUT with the new list). */
export const listCollections = {
  statistics: { path: contentPaths.statistics, list: statisticListSchema },
  slides: { path: contentPaths.slides, list: listOf(slideSchema, 10) },
  programmes: { path: contentPaths.programmes, list: listOf(programmeSchema) },
  testimonials: { path: contentPaths.testimonials, list: listOf(testimonialSchema) },
  videos: { path: contentPaths.videos, list: listOf(videoSchema) },
  missionAreas: { path: contentPaths.missionAreas, list: listOf(missionAreaSchema, 8) },
  collaborations: { path: contentPaths.collaborations, list: listOf(collaborationSchema) },
  missionCards: { path: contentPaths.missionCards, list: listOf(missionCardSchema, 8) },
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
/** The whole team in its new order: members with an id are kept (and changed), new ones have none. */
export const teamListInputSchema = z
  .array(teamMemberInputSchema.extend({ id: z.number().int().positive().max(MAX_ID).optional() }))
  .max(limits.teamMembers, say.tooManyItems);

import type { z } from 'zod';
import type { Db } from '#server/db/database';
import { NotFoundError } from '#server/errors';
import {
  contentMessages,
  listCollections,
  type ListCollection,
  singleCollections,
  type SingleCollection,
  type TeamMember,
  type teamMemberInputSchema,
} from '#shared/api/content';
import {
  defaultAbout,
  defaultSiteDetails,
  defaultVision,
  defaultMissionAreas,
  defaultCollaborations,
  defaultMissionCards,
  defaultProgrammes,
  defaultSlides,
  defaultStatistics,
  defaultTeam,
  defaultTestimonials,
  defaultVideos,
} from '#shared/content/defaults/index';
import { defaultMenus } from '#shared/content/defaults/menus';
import { readFields, writeFields } from './localised.ts';
import * as repo from './content.repository.ts';
import { menusWithPlacedPages } from './placed-pages.ts';
import { seedPrivacyPage } from './privacy-page.ts';

type TeamMemberValues = z.output<typeof teamMemberInputSchema>;
type ListOf<K extends ListCollection> = z.output<(typeof listCollections)[K]['list']>;
type SingleOf<K extends SingleCollection> = z.output<(typeof singleCollections)[K]['schema']>;

/** Where each collection's translatable texts are (decision 009), and what a fresh install shows. */
const lists: { [K in ListCollection]: { translatable: readonly string[]; defaults: ListOf<K> } } = {
  statistics: { translatable: ['label'], defaults: defaultStatistics },
  slides: {
    translatable: ['title', 'subtitle', 'buttonText', 'linkDescription', 'image.alt'],
    defaults: defaultSlides,
  },
  programmes: { translatable: ['title', 'description', 'image.alt'], defaults: defaultProgrammes },
  testimonials: { translatable: ['description', 'feedback'], defaults: defaultTestimonials },
  videos: { translatable: ['title'], defaults: defaultVideos },
  missionAreas: { translatable: ['title', 'summary', 'points'], defaults: defaultMissionAreas },
  collaborations: { translatable: ['name'], defaults: defaultCollaborations },
  missionCards: { translatable: ['title', 'text'], defaults: defaultMissionCards },
};

const singles: {
  [K in SingleCollection]: {
    translatable: readonly string[];
    defaults: SingleOf<K>;
    /** What a fresh install shows when it depends on what is stored already. */
    initial?: (db: Db) => Promise<SingleOf<K>>;
  };
} = {
  site: { translatable: ['tagline', 'hours', 'formNotice'], defaults: defaultSiteDetails },
  about: {
    translatable: ['heading', 'lead', 'paragraphs', 'satisfiedClientsLabel', 'image.alt'],
    defaults: defaultAbout,
  },
  vision: { translatable: ['homeText', 'vision', 'pillars', 'mission'], defaults: defaultVision },
  menus: { translatable: [], defaults: defaultMenus, initial: menusWithPlacedPages },
};

const team = { name: 'team', translatable: ['role', 'qualification', 'qualification2'] } as const;

/* ---- Lists replaced whole: impact figures, slides, programmes, testimonials, videos, mission areas ---- */

export async function getList<K extends ListCollection>(db: Db, name: K): Promise<ListOf<K>> {
  const schema = listCollections[name].list;
  const entries = (await repo.listEntries(db, name)).map((entry) =>
    readFields<unknown>(entry.data, lists[name].translatable),
  );
  // What was stored passed this schema; parsing again drops any field a later version no longer has.
  return schema.parse(entries) as ListOf<K>;
}

/** Replaces the list; an entry keeps the translations of the entry that stood at its place. */
export async function replaceList<K extends ListCollection>(
  db: Db,
  name: K,
  list: ListOf<K>,
  now = new Date(),
): Promise<ListOf<K>> {
  await storeEntries(db, name, list, lists[name].translatable, now);
  return getList(db, name);
}

/** Replaces a collection's entries; an entry keeps the translations of the entry that stood at its place. */
async function storeEntries(
  db: Db,
  name: string,
  entries: object[],
  translatable: readonly string[],
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const previous = await repo.listEntries(trx, name);
    await repo.deleteCollection(trx, name);
    const stored = entries.map((entry, index) => writeFields(entry, translatable, previous[index]?.data));
    await repo.insertEntries(trx, name, stored, 0, now.toISOString());
  });
}

/* ---- Single blocks: site details, About, Vision & Mission ---- */

export async function getSingle<K extends SingleCollection>(db: Db, name: K): Promise<SingleOf<K>> {
  const [entry] = await repo.listEntries(db, name);
  const stored = entry
    ? readFields<unknown>(entry.data, singles[name].translatable)
    : ((await singles[name].initial?.(db)) ?? singles[name].defaults);
  return singleCollections[name].schema.parse(stored) as SingleOf<K>;
}

export async function replaceSingle<K extends SingleCollection>(
  db: Db,
  name: K,
  value: SingleOf<K>,
  now = new Date(),
): Promise<SingleOf<K>> {
  await storeEntries(db, name, [value], singles[name].translatable, now);
  return getSingle(db, name);
}

/* ---- Team ---- */

const toMember = (entry: { id: number; data: Record<string, unknown> }): TeamMember => {
  const member = readFields<TeamMemberValues>(entry.data, team.translatable);
  return {
    id: entry.id,
    section: member.section,
    name: member.name,
    role: member.role,
    qualification: member.qualification,
    qualification2: member.qualification2,
    photo: member.photo,
    linkedin: member.linkedin,
  };
};

export async function listTeam(db: Db): Promise<TeamMember[]> {
  return (await repo.listEntries(db, team.name)).map(toMember);
}

export async function addTeamMember(db: Db, input: TeamMemberValues, now = new Date()): Promise<TeamMember> {
  const { name, translatable } = team;
  const id = await db.transaction().execute(async (trx) => {
    const position = await repo.nextPosition(trx, name);
    const [row] = await repo.insertEntries(
      trx,
      name,
      [writeFields(input, translatable)],
      position,
      now.toISOString(),
    );
    return row!.id;
  });
  return getTeamMember(db, id);
}

export async function updateTeamMember(
  db: Db,
  id: number,
  input: TeamMemberValues,
  now = new Date(),
): Promise<TeamMember> {
  const { name, translatable } = team;
  const previous = await repo.findEntry(db, name, id);
  if (!previous) throw new NotFoundError(contentMessages.memberNotFound);
  await repo.updateEntry(db, name, id, writeFields(input, translatable, previous.data), now.toISOString());
  return getTeamMember(db, id);
}

/**
 * The whole team in a new order, as the dashboard's list saves it: members with an id keep their
 * translations and change, new ones are added, the ones left out are removed. An id of another
 * collection or of nobody is refused.
 */
export async function replaceTeam(
  db: Db,
  list: Array<TeamMemberValues & { id?: number }>,
  now = new Date(),
): Promise<TeamMember[]> {
  const { name, translatable } = team;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const previous = new Map((await repo.listEntries(trx, name)).map((entry) => [entry.id, entry.data]));
    const kept = new Set<number>();
    for (const [position, { id, ...member }] of list.entries()) {
      if (id === undefined) {
        await repo.insertEntries(trx, name, [writeFields(member, translatable)], position, at);
        continue;
      }
      if (!previous.has(id) || kept.has(id)) throw new NotFoundError(contentMessages.memberNotFound);
      kept.add(id);
      await repo.updateEntry(
        trx,
        name,
        id,
        writeFields(member, translatable, previous.get(id)),
        at,
        position,
      );
    }
    for (const id of previous.keys()) if (!kept.has(id)) await repo.deleteEntry(trx, name, id);
  });
  return listTeam(db);
}

export async function removeTeamMember(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteEntry(db, team.name, id))) {
    throw new NotFoundError(contentMessages.memberNotFound);
  }
}

async function getTeamMember(db: Db, id: number): Promise<TeamMember> {
  const entry = await repo.findEntry(db, team.name, id);
  if (!entry) throw new NotFoundError(contentMessages.memberNotFound);
  return toMember(entry);
}

/* ---- Defaults ---- */

/**
 * Fills each collection that was never filled with what a fresh install shows. Run at every start; a
 * collection the administrator emptied stays empty, and two instances starting together fill it once.
 */
export async function seedDefaultContent(db: Db, now = new Date()): Promise<void> {
  const defaults = [
    ...Object.entries(lists).map(([name, { translatable, defaults }]) => ({
      name,
      translatable,
      entries: defaults,
    })),
    { ...team, entries: defaultTeam },
  ];
  for (const { name, translatable, entries } of defaults) {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.markSeeded(trx, name, now.toISOString()))) return;
      const stored = (entries as object[]).map((entry) => writeFields(entry, translatable));
      await repo.insertEntries(trx, name, stored, 0, now.toISOString());
    });
  }
  await seedPrivacyPage(db, () => getSingle(db, 'site'), now);
}

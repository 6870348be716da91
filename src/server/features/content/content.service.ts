import type { z } from 'zod';
import type { Db } from '#server/db/database';
import { NotFoundError } from '#server/errors';
import {
  contentMessages,
  type Statistic,
  type TeamMember,
  type teamMemberInputSchema,
} from '#shared/api/content';
import { defaultStatistics, defaultTeam } from '#shared/content/defaults';
import { readFields, writeFields } from './localised.ts';
import * as repo from './content.repository.ts';

type TeamMemberValues = z.output<typeof teamMemberInputSchema>;

/** Each collection's name and its translatable fields (decision 009). */
const collections = {
  statistics: { name: 'statistics', translatable: ['label'] },
  team: { name: 'team', translatable: ['role', 'qualification', 'qualification2'] },
} as const;

/* ---- Impact figures: one list, replaced whole ---- */

export async function getStatistics(db: Db): Promise<Statistic[]> {
  const { name, translatable } = collections.statistics;
  return (await repo.listEntries(db, name)).map((entry) => {
    const { label, value } = readFields<Statistic>(entry.data, translatable);
    return { label, value };
  });
}

/** Replaces the list; a figure keeps the translations of the figure that stood at its place. */
export async function replaceStatistics(db: Db, list: Statistic[], now = new Date()): Promise<Statistic[]> {
  const { name, translatable } = collections.statistics;
  await db.transaction().execute(async (trx) => {
    const previous = await repo.listEntries(trx, name);
    await repo.deleteCollection(trx, name);
    const stored = list.map((figure, index) => writeFields(figure, translatable, previous[index]?.data));
    await repo.insertEntries(trx, name, stored, 0, now.toISOString());
  });
  return getStatistics(db);
}

/* ---- Team ---- */

const toMember = (entry: { id: number; data: Record<string, unknown> }): TeamMember => {
  const member = readFields<TeamMemberValues>(entry.data, collections.team.translatable);
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
  return (await repo.listEntries(db, collections.team.name)).map(toMember);
}

export async function addTeamMember(db: Db, input: TeamMemberValues, now = new Date()): Promise<TeamMember> {
  const { name, translatable } = collections.team;
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
  const { name, translatable } = collections.team;
  const previous = await repo.findEntry(db, name, id);
  if (!previous) throw new NotFoundError(contentMessages.memberNotFound);
  await repo.updateEntry(db, name, id, writeFields(input, translatable, previous.data), now.toISOString());
  return getTeamMember(db, id);
}

export async function removeTeamMember(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteEntry(db, collections.team.name, id))) {
    throw new NotFoundError(contentMessages.memberNotFound);
  }
}

async function getTeamMember(db: Db, id: number): Promise<TeamMember> {
  const entry = await repo.findEntry(db, collections.team.name, id);
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
    { ...collections.statistics, entries: defaultStatistics },
    { ...collections.team, entries: defaultTeam },
  ];
  for (const { name, translatable, entries } of defaults) {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.markSeeded(trx, name, now.toISOString()))) return;
      const stored = entries.map((entry) => writeFields({ ...entry }, translatable));
      await repo.insertEntries(trx, name, stored, 0, now.toISOString());
    });
  }
}

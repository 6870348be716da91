import { isDeepStrictEqual } from 'node:util';
import type { Db } from '#server/db/database';
import {
  listCollections,
  teamMemberInputSchema,
  type ListCollection,
  type SiteDetails,
} from '#shared/api/content';
import { samplePlaces, type FirstRunChecklist, type SamplePlace } from '#shared/api/overview';
import {
  defaultCollaborations,
  defaultSiteDetails,
  defaultStatistics,
  defaultTeam,
  defaultTestimonials,
  defaultVideos,
} from '#shared/content/defaults/index';
import { getList, getSingle, listTeam } from '../content/content.service.ts';
import { givingSetup } from '../giving/giving-overview.service.ts';

/** An entry as plain data: the same texts compare equal whatever the order of their fields. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Whether any entry of `stored` is still one of the entries the site came with. */
function keepsSample(stored: readonly unknown[], seeded: readonly unknown[]): boolean {
  const samples = seeded.map(plain);
  return stored.some((entry) => samples.some((sample) => isDeepStrictEqual(plain(entry), sample)));
}

/** The seeded lists that hold sample texts, each with the entries it came with (as the contract reads them). */
const sampleLists: ReadonlyArray<{ place: SamplePlace; list: ListCollection; seeded: readonly unknown[] }> = [
  { place: 'impact-figures', list: 'statistics', seeded: defaultStatistics },
  { place: 'testimonials', list: 'testimonials', seeded: defaultTestimonials },
  { place: 'videos', list: 'videos', seeded: defaultVideos },
  { place: 'collaborations', list: 'collaborations', seeded: defaultCollaborations },
];

/**
 * Where the texts the site came with still stand: a list that still holds one of its seeded entries as it
 * came, the team with one of its sample people, the "200+" satisfied-clients badge. The lists are the
 * content collections, a few dozen entries at most.
 */
async function sampleTextsLeft(db: Db, site: SiteDetails): Promise<SamplePlace[]> {
  const [lists, team] = await Promise.all([
    Promise.all(
      sampleLists.map(async ({ place, list, seeded }) => {
        const parsed = listCollections[list].list.parse(seeded) as unknown[];
        return keepsSample(await getList(db, list), parsed) ? [place] : [];
      }),
    ),
    listTeam(db),
  ]);
  const seededTeam = defaultTeam.map((member) => teamMemberInputSchema.parse(member));
  const teamSample = keepsSample(
    team.map(({ id: _id, ...member }) => member),
    seededTeam,
  );
  const places = new Set<SamplePlace>([
    ...lists.flat(),
    ...(teamSample ? (['team'] as const) : []),
    ...(site.satisfiedClients.trim() === defaultSiteDetails.satisfiedClients
      ? (['satisfied-clients'] as const)
      : []),
  ]);
  // In the order of the contract, which is the order the dashboard lists them in.
  return samplePlaces.filter((place) => places.has(place));
}

/** The contact details are set once none of the sample e-mail, phones, street or social links is left. */
function contactDetailsSet(site: SiteDetails): boolean {
  const sample = defaultSiteDetails;
  const sampleLinks = new Set(sample.social.map((link) => link.href));
  return (
    site.email.trim().toLowerCase() !== sample.email.toLowerCase() &&
    !site.phones.some((phone) => sample.phones.includes(phone.trim())) &&
    site.address.street.trim() !== sample.address.street &&
    !site.social.some((link) => sampleLinks.has(link.href))
  );
}

/** What a new site still needs, each part worked out from what is stored now. */
export async function firstRunChecklist(db: Db): Promise<FirstRunChecklist> {
  const site = await getSingle(db, 'site');
  const [samples, giving] = await Promise.all([sampleTextsLeft(db, site), givingSetup(db)]);
  return {
    contactDetails: contactDetailsSet(site),
    givingSettings: giving.settingsComplete,
    sampleTexts: samples,
    receiptLogo: giving.receiptLogo,
  };
}

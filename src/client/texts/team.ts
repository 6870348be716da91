import type { TeamSection } from '#shared/api/content-fields';
import type { SiteContent } from '#shared/content/site-content';

/**
 * The people shown on /team: the administrator keeps them in the dashboard (Site content → Team); a fresh
 * install shows the defaults of src/shared/content/defaults.
 */
export interface TeamMember {
  name: string;
  role: string;
  /** Shown after a vertical bar: `Role | Qualification`. Empty when there is none. */
  qualification: string;
  /** Directors only: an optional second line of qualification. */
  qualification2?: string;
  /** Path of the picture under public/. */
  image: string;
  /** Full LinkedIn profile URL, or empty when the person has none to share. */
  linkedin: string;
}

export interface CollaborationPartner {
  name: string;
  /** Path of the logo: the site's own /images/ or the media library's /uploads/. */
  logo: string;
  /** The partner's site, when the administrator gave one. */
  link?: string;
}

export interface Team {
  founder: TeamMember[];
  directors: TeamMember[];
  advisory: TeamMember[];
  volunteers: TeamMember[];
  staff: TeamMember[];
  collaborations: CollaborationPartner[];
}

/** The team as /team shows it, section by section, from the members the administrator keeps in order. */
export function teamOf(members: SiteContent['team'], collaborations: CollaborationPartner[] = []): Team {
  const of = (section: TeamSection): TeamMember[] =>
    members
      .filter((member) => member.section === section)
      .map((member) => ({
        name: member.name,
        role: member.role,
        qualification: member.qualification,
        ...(member.qualification2 ? { qualification2: member.qualification2 } : {}),
        image: member.photo,
        linkedin: member.linkedin,
      }));
  return {
    founder: of('founder'),
    directors: of('directors'),
    advisory: of('advisory'),
    volunteers: of('volunteers'),
    staff: of('staff'),
    collaborations,
  };
}

/** The volunteering members are shown in rows of this many: the first four, then the rest. */
export const VOLUNTEER_FIRST_ROW = 4;

export const teamPage = {
  title: 'Meet Our Incredible Team',
  subtitle: 'Passionate individuals working together to create a lasting impact',
  opensInNewTab: 'Opens in a new tab',
  sections: {
    founder: 'Founder',
    directors: 'Directors',
    advisory: 'Advisory Members',
    volunteers: 'Volunteering Members',
    staff: 'Staff Members',
  },
  pictureOf: (name: string) => `Picture of ${name}`,
  linkedinOf: (name: string) => `LinkedIn profile of ${name}`,
  collaborations: {
    title: 'Collaborations',
    carouselLabel: 'Our collaboration partners',
    pickerLabel: 'Choose which logos to show',
    pause: 'Pause logo carousel',
    play: 'Play logo carousel',
    /** A logo's place in the carousel: "2 of 5". */
    slide: (position: number, count: number) => `${position} of ${count}`,
    showLogo: (position: number, count: number) => `Show logo ${position} of ${count}`,
    newTab: '(opens in a new tab)',
  },
} as const;

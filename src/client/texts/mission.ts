/** The headings of /vision; the statements and the mission areas are the administrator's content. */
export const visionPage = {
  title: 'Vision & Mission',
  lead: 'Why we exist and how we work: for the holistic development of every child, in mind, body, character and community.',
} as const;

export const visionTitle = 'Our Vision';
export const missionTitle = 'Our Mission';

import type { Collaboration } from '../../api/content.ts';

/** The organisations we work with, shown in /team's collaborations carousel. */
export const defaultCollaborations: Collaboration[] = [
  { name: 'Vidya Setu Learning Trust', logo: '/images/team/partners/vidya-setu.svg', link: '' },
  { name: 'Navadisha Tech Labs', logo: '/images/team/partners/navadisha-tech-labs.svg', link: '' },
];

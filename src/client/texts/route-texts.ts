import { routeMeta } from '#client/lib/route-meta.ts';

function textsOf(path: string): { title: string; description: string } {
  const meta = routeMeta.find((route) => route.path === path);
  if (!meta) throw new Error(`No route ${path}`);
  return { title: meta.title, description: meta.description };
}

/** The title and description of each public page, as its HTML head and the search engines show them. */
export const routeTexts = {
  home: textsOf('/'),
  vision: textsOf('/vision'),
  team: textsOf('/team'),
  contact: textsOf('/contact-us'),
  comingSoon: textsOf('/coming-soon'),
  gallery: textsOf('/gallery'),
  donate: textsOf('/donate'),
  volunteerTeacher: textsOf('/volunteer-teacher'),
  joinIntern: textsOf('/join-intern'),
  volunteerMentor: textsOf('/volunteer-mentor'),
  participate: textsOf('/participate'),
  workshops: textsOf('/workshops'),
  subscribe: textsOf('/subscribe'),
  yourData: textsOf('/your-data'),
  notFound: textsOf('/404'),
};
